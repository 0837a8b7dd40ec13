// The same screen as TextProbe drawn with Pango and Cairo instead of OpenUIKit's SDL_ttf text
// system (issue 35: "HarfBuzz through SDL_ttf, or Pango: compare both, pick, record why"):
// 60 labels at 17 pixels whose texts are new each frame, laid out (itemized into scripts and
// fallback fonts, shaped by HarfBuzz, bidi-ordered) and rasterized into a 1280x800 ARGB image,
// in Latin and in mixed scripts; median of 15 frames after 3 warm-up frames. Two ways: into one
// Cairo image (Pango's own cost), and as OpenUIKit's host would use it: each label into its own
// image, uploaded as an SDL texture and drawn by SDL's software renderer on the dummy driver,
// as SDLRenderer draws SDL_ttf's surfaces.
// Run: ../../pango-comparison.sh
#include <SDL.h>
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static const char *latin[] = {"Hello world, this is", "A quick brown fox", "Settings and more",
                              "Numbers 1234"};
static const char *mixed[] = {"你好，世界 hello", "مرحبا بالعالم 123", "नमस्ते दुनिया",
                              "שלום עולם, hi"};

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double measure(const char **texts) {
  cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1280, 800);
  cairo_t *cr = cairo_create(surface);
  PangoFontDescription *font = pango_font_description_from_string("DejaVu Sans");
  pango_font_description_set_absolute_size(font, 17 * PANGO_SCALE);
  double frames[18];
  char text[256];
  for (int n = 0; n < 18; n++) {
    double start = now_ms();
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    for (int i = 0; i < 60; i++) {
      snprintf(text, sizeof text, "%s %d.%d", texts[i % 4], n, i);
      // A new layout per label, as a toolkit that does not cache lines lays each out anew.
      PangoLayout *layout = pango_cairo_create_layout(cr);
      pango_layout_set_font_description(layout, font);
      pango_layout_set_text(layout, text, -1);
      pango_layout_set_width(layout, 310 * PANGO_SCALE);
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END);
      cairo_move_to(cr, i % 4 * 320, i / 4 * 50 + 10);
      pango_cairo_show_layout(cr, layout);
      g_object_unref(layout);
    }
    cairo_surface_flush(surface);
    frames[n] = now_ms() - start;
  }
  pango_font_description_free(font);
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
  qsort(frames + 3, 15, sizeof(double), compare);
  return frames[3 + 7];
}

/// Each label drawn by Pango into its own image, made an SDL texture and copied to the screen.
static double measure_sdl(const char **texts, SDL_Renderer *renderer) {
  PangoFontMap *map = pango_cairo_font_map_get_default();
  PangoContext *context = pango_font_map_create_context(map);
  PangoFontDescription *font = pango_font_description_from_string("DejaVu Sans");
  pango_font_description_set_absolute_size(font, 17 * PANGO_SCALE);
  double frames[18];
  char text[256];
  for (int n = 0; n < 18; n++) {
    double start = now_ms();
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255);
    SDL_RenderClear(renderer);
    for (int i = 0; i < 60; i++) {
      snprintf(text, sizeof text, "%s %d.%d", texts[i % 4], n, i);
      PangoLayout *layout = pango_layout_new(context);
      pango_layout_set_font_description(layout, font);
      pango_layout_set_text(layout, text, -1);
      pango_layout_set_width(layout, 310 * PANGO_SCALE);
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END);
      int w, h;
      pango_layout_get_pixel_size(layout, &w, &h);
      cairo_surface_t *image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
      cairo_t *cr = cairo_create(image);
      cairo_set_source_rgb(cr, 0, 0, 0);
      pango_cairo_show_layout(cr, layout);
      cairo_surface_flush(image);
      SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormatFrom(
          cairo_image_surface_get_data(image), w, h, 32, cairo_image_surface_get_stride(image),
          SDL_PIXELFORMAT_ARGB8888);
      SDL_Texture *texture = SDL_CreateTextureFromSurface(renderer, surface);
      SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
      SDL_Rect target = {i % 4 * 320, i / 4 * 50 + 10, w, h};
      SDL_RenderCopy(renderer, texture, NULL, &target);
      SDL_DestroyTexture(texture);
      SDL_FreeSurface(surface);
      cairo_destroy(cr);
      cairo_surface_destroy(image);
      g_object_unref(layout);
    }
    SDL_RenderPresent(renderer);
    frames[n] = now_ms() - start;
  }
  pango_font_description_free(font);
  g_object_unref(context);
  qsort(frames + 3, 15, sizeof(double), compare);
  return frames[3 + 7];
}

int main(void) {
  double a = measure(latin), b = measure(mixed);
  printf("Pango + Cairo into one image: Latin %.2f ms, mixed scripts %.2f ms (%.2fx)\n", a, b,
         b / a);
  SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
  if (SDL_Init(SDL_INIT_VIDEO) != 0) return 1;
  SDL_Window *window = SDL_CreateWindow("probe", 0, 0, 1280, 800, 0);
  SDL_Renderer *renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
  double c = measure_sdl(latin, renderer), d = measure_sdl(mixed, renderer);
  printf("Pango + Cairo, each label an SDL texture (as OpenUIKit's host draws): Latin %.2f ms, "
         "mixed scripts %.2f ms (%.2fx)\n",
         c, d, d / c);
  SDL_DestroyRenderer(renderer);
  SDL_DestroyWindow(window);
  SDL_Quit();
  return 0;
}
