import { DEFAULT_TESTIMONIAL_COLOUR } from '@/lib/schemas/people';
import { readTestimonials } from '@/server/people';

/** Testimonials from the database: avatar (placeholder if none), quote clamped to 4 lines, name and role. */
export async function TestimonialGrid() {
  const testimonials = await readTestimonials();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {testimonials.map((testimonial) => (
        <li
          key={testimonial.id}
          data-testid="testimonial"
          className="flex flex-col gap-3 rounded-lg p-5 text-slate-900"
          style={{ backgroundColor: testimonial.bgColor ?? DEFAULT_TESTIMONIAL_COLOUR }}
        >
          {/* biome-ignore lint/performance/noImgElement: small avatars from admin uploads or a placeholder SVG */}
          <img
            src={testimonial.avatar ?? '/images/avatar-placeholder.svg'}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="size-14 rounded-full object-cover"
          />
          <blockquote className="line-clamp-4">“{testimonial.quote}”</blockquote>
          <p className="mt-auto">
            <span className="block font-semibold">{testimonial.name}</span>
            <span className="text-sm text-slate-700">{testimonial.role}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
