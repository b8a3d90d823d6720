// Package flags is a stub of github.com/jessevdk/go-flags.
package flags

func ParseArgs(data interface{}, args []string) ([]string, error) { return nil, nil }
