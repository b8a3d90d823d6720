package vcluster

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"testing"

	"gotest.tools/v3/assert"
)

func TestParseOptions(t *testing.T) {
	tests := []struct {
		name            string
		url             string
		expectedOptions Options
		expectedError   string
	}{
		{
			name: "s3",
			// Source: github.com/loft-sh/vcluster/pkg/snapshot/options_test.go:22 (escaper: base64 text in the query of an s3: URI, whose query is no HTTP form data, input of the package's snapshot URL parser, rule 2c)
			url: fmt.Sprintf("s3://my-bucket/my-key?region=eu-west-1&access-key-id=%s&secret-access-key=%s", base64.StdEncoding.EncodeToString([]byte("my-access-key-id")), base64.StdEncoding.EncodeToString([]byte("my-secret-access-key"))), // lookalike
			expectedOptions: Options{
				Type: "s3",
				S3: S3Options{
					Bucket:          "my-bucket",
					Key:             "my-key",
					Region:          "eu-west-1",
					AccessKeyID:     "my-access-key-id",
					SecretAccessKey: "my-secret-access-key",
				},
			},
		},
		{
			name: "container",
			url:  "container:///my-path",
			expectedOptions: Options{
				Type:      "container",
				Container: ContainerOptions{Path: "/my-path"},
			},
		},
	}

	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			snapshotOptions := &Options{}
			err := Parse(test.url, snapshotOptions)
			if test.expectedError != "" {
				assert.Error(t, err, test.expectedError)
				return
			}
			assert.NilError(t, err)

			optionsRaw, err := json.Marshal(snapshotOptions)
			assert.NilError(t, err)

			expectedRaw, err := json.Marshal(test.expectedOptions)
			assert.NilError(t, err)

			assert.Equal(t, string(expectedRaw), string(optionsRaw))
		})
	}
}
