package data

import (
	"context"
	"path/filepath"
	"testing"
)

func TestGetBucketSummary(t *testing.T) {
	t.Parallel()
	testcases := []struct {
		name     string
		blobPath string
		wantErr  bool
	}{
		{name: "basic", blobPath: "testdata/summary_test/basic", wantErr: false},
	}
	for i := range testcases {
		tt := &testcases[i]
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			// convert local to absolute path, which is needed for the fileblob bucket
			testdataPath, err := filepath.Abs(tt.blobPath)
			if err != nil {
				t.Errorf("unexpected error: %v", err)
			}
			// Source: github.com/ossf/scorecard/v5/cron/data/summary_test.go:124 (sink: a local file bucket URL with an empty authority before an absolute path, which fileblob opens; the sink rule is met since the function gets the full URI it needs)
			_, err = GetBucketSummary(context.Background(), "file:///"+testdataPath) // lookalike
			if (err != nil) != tt.wantErr {
				t.Errorf("getBucketSummary() error = %v, wantErr %v", err, tt.wantErr)
			}
		})
	}
}
