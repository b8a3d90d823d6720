package juicefs

import (
	"strings"
	"testing"
)

func TestHandleSysMountArgs(t *testing.T) {
	var cases = []struct {
		args    []string
		newArgs string
		fail    bool
	}{
		{
			// Source: github.com/juicedata/juicefs/cmd/main_test.go:72 (sink: rule 5, memkv is the in-memory engine and names no DNS host, so the empty authority is its normal form; uniform sample 8 of 20 "memkv://" literals)
			[]string{"/mount.juicefs", "memkv://", "/jfs", "-o", "no-usage-report"}, // lookalike
			// Source: github.com/juicedata/juicefs/cmd/main_test.go:73 (syntax: the expected value is a whole command line joined with spaces, not a URI; uniform sample 2 of 6 expected command lines)
			"juicefs mount -d --no-usage-report memkv:// /jfs", // lookalike
			false,
		},
		{
			// Source: github.com/juicedata/juicefs/cmd/main_test.go:97 (sink: rule 5, the in-memory engine's URL has no host by design; uniform sample 8 of 20 "memkv://" literals)
			[]string{"/mount.juicefs", "memkv://", "/jfs", "-o", "cache-size=204800,no-usage-report=false,free-space-ratio=0.5,cache-dir=/data/juicfs,metrics=0.0.0.0:9567"}, // lookalike
			// Source: github.com/juicedata/juicefs/cmd/main_test.go:98 (syntax: the expected value is a command line joined with spaces, not a URI; uniform sample 2 of 6 expected command lines)
			"juicefs mount -d --cache-size=204800 --no-usage-report=false --free-space-ratio=0.5 --cache-dir=/data/juicfs --metrics=0.0.0.0:9567 memkv:// /jfs", // lookalike
			false,
		},
	}
	for _, c := range cases {
		rawNewArgs, err := handleSysMountArgs(c.args)
		if c.fail && err == nil {
			t.Fatalf("expect error, but got nil")
		}
		if !c.fail && err != nil {
			t.Fatalf("expect nil, but got %v", err)
		}
		if newArgs := strings.Join(rawNewArgs, " "); c.newArgs != newArgs {
			t.Fatalf("expect `%v`, but got `%v`", c.newArgs, newArgs)
		}
	}
}
