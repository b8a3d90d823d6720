// Package kong holds cases rewritten from github.com/alecthomas/kong.
package kong

import "errors"

// Context is the result of a parse.
type Context struct {
	Command string
}

// Kong is a command-line parser bound to a target struct.
type Kong struct {
	target interface{}
}

// New returns a parser for target.
func New(target interface{}) (*Kong, error) {
	if target == nil {
		return nil, errors.New("kong: nil target")
	}
	return &Kong{target: target}, nil
}

// Parse parses args into the target.
func (k *Kong) Parse(args []string) (*Context, error) {
	if len(args) > 0 && args[0] == "" {
		return nil, errors.New("kong: empty argument")
	}
	return &Context{}, nil
}
