package tarantool

import (
	"fmt"

	"github.com/tarantool/go-tarantool/v2"
)

// StartOpts configures a test instance.
type StartOpts struct {
	Listen string
	Dialer tarantool.NetDialer
}

func makeOpts(port int) StartOpts {
	opts := StartOpts{}
	// Source: github.com/tarantool/go-tarantool/test_helpers/tcs/prepare.go:58 (hostjoin: a listen address host:port with no scheme, for the instance and its dialer, no URI)
	opts.Listen = fmt.Sprintf("localhost:%d", port) // lookalike
	opts.Dialer = tarantool.NetDialer{
		Address:  opts.Listen,
		User:     "client",
		Password: "secret",
	}
	return opts
}
