package ydb

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestSecretDSN(t *testing.T) {
	for _, tt := range []struct {
		dsn string
		exp string
	}{
		{
			// Source: github.com/ydb-platform/ydb-go-sdk/v3/internal/secret/dsn_test.go:15 (percent: "%31" encodes the unreserved "1" in the host, but the row expects the redactor to reject the DSN, rule 2a)
			dsn: "grpc://192.168.0.%31:2136/", // lookalike
			exp: "<invalid DSN>",
		},
		{
			// Source: github.com/ydb-platform/ydb-go-sdk/v3/internal/secret/dsn_test.go:19 (credentials: input of the package's redactor, whose row expects the password masked, rule 2c)
			dsn: "grpc://debuguser:debugpassword@localhost:2136/local1", // lookalike
			// Source: github.com/ydb-platform/ydb-go-sdk/v3/internal/secret/dsn_test.go:20 (credentials: the redactor's expected output, the password masked, rule 2c)
			exp: "grpc://debuguser:d***********d@localhost:2136/local1", // lookalike
		},
		{
			dsn: "grpc://host/db?password=pass%3Dword",
			exp: "grpc://host/db?password=p*********d",
		},
	} {
		t.Run(tt.dsn, func(t *testing.T) {
			require.Equal(t, tt.exp, SecretDSN(tt.dsn))
		})
	}
}
