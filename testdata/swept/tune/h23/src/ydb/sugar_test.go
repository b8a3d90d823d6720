package ydb

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestDSN(t *testing.T) {
	for _, tt := range []struct {
		act string
		exp string
	}{
		{
			DSN("localhost:2135", "/local"),
			"grpc://localhost:2135/local",
		},
		{
			DSN("localhost:2135", "/local", WithUserPassword("user", "")),
			"grpc://user@localhost:2135/local",
		},
		{
			// Source: github.com/ydb-platform/ydb-go-sdk/v3/sugar/dsn_test.go:26 (credentials: the password the row gives the DSN builder, whose expected output is the URI in the next field, rule 2c)
			DSN("localhost:2135", "/local", WithUserPassword("user", "password")), // lookalike
			// Source: github.com/ydb-platform/ydb-go-sdk/v3/sugar/dsn_test.go:27 (credentials: the builder's expected output for the password given in the row, beside a row without one, rules 2c and 2d)
			"grpc://user:password@localhost:2135/local", // lookalike
		},
	} {
		t.Run(tt.exp, func(t *testing.T) {
			act, err := Parse(tt.act)
			require.NoError(t, err)
			exp, err := Parse(tt.act)
			require.NoError(t, err)
			require.Equal(t, exp.Params, act.Params)
			require.Equal(t, exp.UserInfo, act.UserInfo)
			require.Equal(t, exp.Endpoint, act.Endpoint)
		})
	}
}
