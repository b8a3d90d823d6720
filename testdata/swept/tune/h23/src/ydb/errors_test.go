package ydb

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestAccessError(t *testing.T) {
	for _, tt := range []struct {
		err         error
		errorString string
	}{
		{
			err: AccessError(
				"something went wrong",
				errors.New("test"),
				// Source: github.com/ydb-platform/ydb-go-sdk/v3/internal/credentials/errors_test.go:36 (sink: "grps" is a typo of grpcs, but the endpoint is only text the error prints and the row expects back; it is a well-formed URI no client reads)
				WithEndpoint("grps://localhost:2135"), // lookalike
				WithDatabase("/local"),
			),
			errorString: "something went wrong (" +
				"endpoint:\"grps://localhost:2135\"," +
				"database:\"/local\"" +
				"): test",
		},
	} {
		t.Run("", func(t *testing.T) {
			require.Equal(t, tt.errorString, tt.err.Error())
		})
	}
}
