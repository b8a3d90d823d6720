package reproxy

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFile_ListErrors(t *testing.T) {
	tbl := []struct {
		name    string
		yaml    string
		wantErr string
	}{
		{
			name: "invalid timeout duration",
			// Source: github.com/umputun/reproxy/app/discovery/provider/file_test.go:331 (syntax: rules 2a and 4, a YAML document holding a valid loopback dest URL among other fields, written to a file for a row that expects a timeout error; the string itself is no URI)
			yaml:    "default:\n  - {route: \"^/a/(.*)\", dest: \"http://127.0.0.1/\", timeout: notaduration}\n", // lookalike
			wantErr: "can't parse timeout notaduration",
		},
		{
			name: "negative timeout",
			// Source: github.com/umputun/reproxy/app/discovery/provider/file_test.go:336 (syntax: rules 2a and 4, the same YAML document for the negative-timeout error row, no URI as a whole)
			yaml:    "default:\n  - {route: \"^/a/(.*)\", dest: \"http://127.0.0.1/\", timeout: -5s}\n", // lookalike
			wantErr: "timeout must be non-negative, got -5s",
		},
		{
			name: "negative throttle",
			// Source: github.com/umputun/reproxy/app/discovery/provider/file_test.go:341 (syntax: rules 2a and 4, the same YAML document for the negative-throttle error row, no URI as a whole)
			yaml:    "default:\n  - {route: \"^/a/(.*)\", dest: \"http://127.0.0.1/\", throttle: -1}\n", // lookalike
			wantErr: "throttle must be non-negative, got -1",
		},
	}

	for _, tt := range tbl {
		t.Run(tt.name, func(t *testing.T) {
			tmp, err := os.CreateTemp(t.TempDir(), "reproxy-errors-*.yml")
			require.NoError(t, err)
			_, err = tmp.WriteString(tt.yaml)
			require.NoError(t, err)
			require.NoError(t, tmp.Close())

			f := File{FileName: tmp.Name()}
			_, err = f.List()
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.wantErr)
		})
	}
}
