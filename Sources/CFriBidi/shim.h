#pragma once
#include <fribidi.h>
