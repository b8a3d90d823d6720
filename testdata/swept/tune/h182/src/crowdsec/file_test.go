package crowdsec

import (
	"context"
	"fmt"
	"runtime"
	"testing"
)

func TestFileConfigureDSN(t *testing.T) {
	ctx := context.Background()
	file := "/etc/passwd"
	if runtime.GOOS == "windows" {
		file = `C:\Windows\System32\drivers\etc\hosts`
	}

	tests := []struct {
		dsn         string
		expectedErr string
	}{
		{
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/file/file_test.go:39 (sink: a hostless DSN of a wrong scheme the test expects to be rejected, rule 2a)
			dsn: "asd://", // lookalike
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/file/file_test.go:40 (sink: expected error text, prose by rule 4 and rule 2a; uniform sample 9 of 23 such DSN error messages)
			expectedErr: "invalid DSN asd:// for file source, must start with file://", // lookalike
		},
		{
			dsn:         "file://",
			expectedErr: "empty file",
		},
		{
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/file/file_test.go:47 (syntax: a file path (with backslashes on Windows) filled into a file DSN that the file source splits by hand and globs raw, in a table that varies one DSN on purpose, rules 2d and 5)
			dsn: fmt.Sprintf("file://%s?log_level=warn", file), // lookalike
		},
		{
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/file/file_test.go:50 (syntax: the same file DSN template in a row that expects an error, rule 2a)
			dsn:         fmt.Sprintf("file://%s?log_level=foobar", file), // lookalike
			expectedErr: "unknown level foobar: not a valid logrus Level:",
		},
	}
	for _, tc := range tests {
		t.Run(tc.dsn, func(t *testing.T) {
			f := FileSource{}
			err := f.ConfigureByDSN(ctx, tc.dsn, map[string]string{"type": "testtype"}, "")
			if e := requireErrorContains(err, tc.expectedErr); e != nil {
				t.Error(e)
			}
		})
	}
}
