package data

import (
	"context"
	"path/filepath"
	"testing"
)

func TestBlobExists(t *testing.T) {
	t.Parallel()
	testcases := []struct {
		name      string
		bucketURL string
		key       string
		want      bool
		wantErr   bool
	}{
		{
			name: "exists",
			bucketURL: func() string {
				// convert local to absolute path, which is needed for the fileblob bucket
				testdataPath, err := filepath.Abs("testdata/blob_test")
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				// Source: github.com/ossf/scorecard/v5/cron/data/blob_test.go:191 (sink: file:/// before an absolute path gives an empty authority and a //-rooted path, which the fileblob bucket opens as the same local directory; a working file URL, not a missing host; the sink rule is met since the function gets the full URI it needs)
				return "file:///" + testdataPath // lookalike
			}(),
			key:     "key1.txt",
			want:    true,
			wantErr: false,
		},
		{
			name: "not exists",
			bucketURL: func() string {
				testdataPath, err := filepath.Abs("testdata/blob_test")
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				// Source: github.com/ossf/scorecard/v5/cron/data/blob_test.go:205 (sink: the same local file bucket URL with an empty authority, which fileblob accepts; the sink rule is met since the function gets the full URI it needs)
				return "file:///" + testdataPath // lookalike
			}(),
			key:     "notfound.txt",
			want:    false,
			wantErr: false,
		},
	}
	for _, tt := range testcases {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := BlobExists(context.Background(), tt.bucketURL, tt.key)
			if (err != nil) != tt.wantErr {
				t.Errorf("BlobExists() error = %v, wantErr %v", err, tt.wantErr)
				return
			}
			if got != tt.want {
				t.Errorf("BlobExists() = %v, want %v", got, tt.want)
			}
		})
	}
}
