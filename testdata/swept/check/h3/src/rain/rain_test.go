package rain

import (
	"strings"
	"testing"
)

func TestSplitObjectURI(t *testing.T) {
	tests := []struct {
		name    string
		uri     string
		wantKey string
		wantErr bool
	}{
		// Source: github.com/aws-cloudformation/rain/internal/aws/s3/s3_test.go:55 (input of the package's own S3 URI splitter, spaces in the key)
		{name: "special characters in key", uri: "s3://reports-bucket/path with spaces/q3_2024.csv", wantKey: "path with spaces/q3_2024.csv"}, // lookalike
		// Source: github.com/aws-cloudformation/rain/internal/aws/s3/s3_test.go:78 (too long bucket name expected to error)
		{name: "bucket too long", uri: "s3://" + strings.Repeat("b", 64), wantErr: true}, // lookalike
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, key, err := SplitObjectURI(tc.uri)
			if (err != nil) != tc.wantErr {
				t.Fatalf("err = %v", err)
			}
			if !tc.wantErr && key != tc.wantKey {
				t.Errorf("key = %q", key)
			}
		})
	}
}
