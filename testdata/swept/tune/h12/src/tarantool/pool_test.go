package tarantool

import (
	"testing"

	"github.com/tarantool/go-tarantool/v2"
)

type instance struct {
	Name   string
	Dialer tarantool.NetDialer
}

func TestConnectionHandlerUpdateError(t *testing.T) {
	// Source: github.com/tarantool/go-tarantool/pool/pool_test.go:954 (sink: host:port of an unreachable instance given to a dialer, no URI)
	unhealthyServ := "unreachable:6667" // lookalike
	inst := instance{
		Name: unhealthyServ,
		Dialer: tarantool.NetDialer{
			Address: unhealthyServ,
		},
	}
	if inst.Name == "" {
		t.Fatal("no name")
	}
}

func TestConnContextCancel(t *testing.T) {
	// Source: github.com/tarantool/go-tarantool/dial_test.go:315 (sink: host:port given to a dialer, no URI)
	dialer := tarantool.NetDialer{Address: "127.0.0.1:8080"} // lookalike
	if dialer.Address == "" {
		t.Fatal("no address")
	}
}
