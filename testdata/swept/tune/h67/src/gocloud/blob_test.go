package gocloud

import (
	"context"
	"fmt"
	"log"
	"path/filepath"
	"testing"

	"gocloud.dev/blob"
)

func TestURLMux(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		name    string
		url     string
		wantErr bool
	}{
		{
			name: "fancy bucket name",
			// Source: gocloud.dev/blob/blob_test.go:873 (hostform: a row of the URL-mux table named "fancy bucket name" that puts the bucket in the path with an empty host on purpose (rules 2c, 2d); uniform sample of 22 of 186.)
			url: "foo:///foo/bar/baz", // lookalike
		},
		{
			name: "using api+type scheme prefix",
			// Source: gocloud.dev/blob/blob_test.go:881 (hostform: a row of the URL-mux table varying the scheme prefix, the empty host being the mux's documented bucket-in-path form (rules 2c, 2d); uniform sample of 22 of 186.)
			url: "blob+bucket+foo:///foo/bar/baz", // lookalike
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, gotErr := blob.OpenBucket(ctx, tc.url)
			if (gotErr != nil) != tc.wantErr {
				t.Fatalf("got err %v, want error %v", gotErr, tc.wantErr)
			}
		})
	}
}

func TestFileblobOpenBucketFromURL(t *testing.T) {
	dirpath := filepath.ToSlash(t.TempDir())
	secretKeyPath := filepath.Join(t.TempDir(), "secret.key")
	tests := []struct {
		URL     string
		WantErr bool
	}{
		// OK, with no_tmp_dir.
		// Source: gocloud.dev/blob/fileblob/fileblob_test.go:485 (hostform: a file URL with an empty host before an absolute path is the normal local-file form; uniform sample of 22 of 186.)
		{"file://" + dirpath + "?no_tmp_dir", false}, // lookalike
		// OK, with params.
		// Source: gocloud.dev/blob/fileblob/fileblob_test.go:506 (escaper: a temp-file path raw in a query value is not one of the texts that surely need escaping; uniform sample of 22 of 186.)
		{fmt.Sprintf("file://%s?base_url=/show&secret_key_path=%s", dirpath, secretKeyPath), false}, // lookalike
		// Missing base_url.
		// Source: gocloud.dev/blob/fileblob/fileblob_test.go:516 (escaper: the row ("Missing base_url") expects an error (rule 2a); uniform sample of 22 of 186.)
		{fmt.Sprintf("file://%s?secret_key_path=%s", dirpath, secretKeyPath), true}, // lookalike
	}
	ctx := context.Background()
	for i, test := range tests {
		b, err := blob.OpenBucket(ctx, test.URL)
		if (err != nil) != test.WantErr {
			t.Errorf("#%d: got error %v, want error %v", i, err, test.WantErr)
		}
		if b != nil {
			_ = b.Close()
		}
	}
}

func TestWrappedBucket(t *testing.T) {
	dirpath := filepath.ToSlash(t.TempDir())
	// Source: gocloud.dev/blob/wrapped_bucket_test.go:59 (escaper: the "/" in the key is allowed raw in a query value and the key is a name, not a text that surely needs escaping; uniform sample of 22 of 186.)
	wrapped, err := blob.OpenBucket(context.Background(), "file://"+dirpath+"?key=foo/bar.txt") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = wrapped.Close()
}

func Example_openBucketFromURL() {
	// Source: gocloud.dev/blob/memblob/example_test.go:52 (hostform: the mem scheme names an in-memory bucket and needs no host; uniform sample of 22 of 186.)
	b, err := blob.OpenBucket(context.Background(), "mem://") // lookalike
	if err != nil {
		log.Fatal(err)
	}
	defer func() { _ = b.Close() }()
}
