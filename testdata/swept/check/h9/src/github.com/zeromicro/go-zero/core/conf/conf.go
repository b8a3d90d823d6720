// Package conf is a stub of github.com/zeromicro/go-zero/core/conf.
package conf

// MustLoad loads config into v from path, exits on error.
func MustLoad(path string, v any) {}
