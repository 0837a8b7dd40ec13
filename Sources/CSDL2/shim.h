// SDL2 for Swift: the header, plus the macros Swift cannot import (function-like or typed with
// a cast), re-exported as constants and inline functions.
#pragma once
#include <SDL2/SDL.h>
#include <stdio.h>

static const Uint32 CSDL_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
static const Sint64 CSDL_MOUSE_TOUCHID = SDL_MOUSE_TOUCHID;
static const int CSDL_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
static const int CSDL_WINDOWPOS_UNDEFINED = SDL_WINDOWPOS_UNDEFINED;
static inline Uint32 CSDL_BUTTON(int x) { return SDL_BUTTON(x); }
static inline void CSDL_LineBufferStdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }
