package terragrunt

import (
	"context"
	"errors"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
)

func TestDetect(t *testing.T) {
	tests := []struct {
		name   string
		src    string
		expect string
	}{
		{
			name: "github shorthand",
			src:  "github.com/gruntwork-io/terragrunt",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/detect_test.go:33 (sink: the expected detector output in go-getter's git:: forced-getter form, rule 2c)
			expect: "git::https://github.com/gruntwork-io/terragrunt.git", // lookalike
		},
		{
			name: "explicit forced getter passes through",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/detect_test.go:37 (sink: detector input already in go-getter's git:: form, rule 2c)
			src: "git::https://github.com/foo/bar.git", // lookalike
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/detect_test.go:38 (sink: the expected passthrough of the same go-getter source, rule 2c)
			expect: "git::https://github.com/foo/bar.git", // lookalike
		},
		{
			name: "tfr scheme returns unchanged",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/detect_test.go:47 (sink: tfr:/// with an empty host names the default registry, a source the detector passes through, rule 2c)
			src: "tfr:///foo/bar/baz?version=1.0.0", // lookalike
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/detect_test.go:48 (sink: the expected passthrough of the default-registry tfr:/// source, rule 2c)
			expect: "tfr:///foo/bar/baz?version=1.0.0", // lookalike
		},
		{
			name: "s3 vhost shorthand reattaches s3:: prefix",
			src:  "bucket.s3.amazonaws.com/key/path",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/detect_test.go:53 (sink: the expected detector output in go-getter's s3:: forced-getter form, rule 2c)
			expect: "s3::https://s3.amazonaws.com/bucket/key/path", // lookalike
		},
		{
			name: "gcs shorthand reattaches gcs:: prefix",
			src:  "www.googleapis.com/storage/v1/bucket/object",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/detect_test.go:58 (sink: the expected detector output in go-getter's gcs:: forced-getter form, rule 2c)
			expect: "gcs::https://www.googleapis.com/storage/v1/bucket/object", // lookalike
		},
		{
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/detect_test.go:61 (syntax: file:// names a scheme inside a test case name, prose by rule 4)
			name:   "absolute path gets file:// scheme reattached", // lookalike
			src:    "/abs/path/to/module",
			expect: "file:///abs/path/to/module",
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Detect(tt.src, "/tmp")
			if err != nil {
				t.Fatal(err)
			}

			assertEqualString(t, tt.expect, got)
		})
	}
}

// TestDetectWithSubdirReattaches pins the //subdir-preservation behavior on
// the detector chain.
func TestDetectWithSubdirReattaches(t *testing.T) {
	got, err := Detect("github.com/gruntwork-io/terragrunt//modules/foo", "/tmp")
	if err != nil {
		t.Fatal(err)
	}

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/detect_test.go:86 (syntax: the expected detector output keeps go-getter's //subdir selector, and RFC 3986 allows the empty segment, rule 2c)
	assertEqualString(t, "git::https://github.com/gruntwork-io/terragrunt.git//modules/foo", got) // lookalike
}

// TestGCSResolver_RejectsEmptyBucket pins that the resolver rejects a gs://
// URL with no host.
func TestGCSResolver_RejectsEmptyBucket(t *testing.T) {
	r := &GCSResolver{}

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/resolver_gcs_test.go:234 (sink: the empty bucket host is the point of a test that expects ErrGCSMissingBucket, rules 2a and 2b)
	_, err := r.Probe("gs:///key.tgz") // lookalike
	if !errors.Is(err, ErrGCSMissingBucket) {
		t.Fatal(err)
	}
}

func TestHgResolverProbeLocalRepo(t *testing.T) {
	repoDir := t.TempDir()
	r := &HgResolver{Run: func(string, ...string) (string, error) { return "abc", nil }}

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/resolver_hg_exec_test.go:61 (sink: hg identify takes a local repository path as its source, so a path with a ?rev= query is what this resolver needs)
	got, err := r.Probe(repoDir + "?rev=tip") // lookalike
	if err != nil || got == "" {
		t.Fatal(err)
	}
}

func TestHgResolverRejectsControlCharsInRev(t *testing.T) {
	tests := []struct {
		name string
		rev  string
	}{
		{name: "null byte", rev: "tip\x00rest"},
		{name: "newline", rev: "tip\nrest"},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			commandRan := false
			r := &HgResolver{Run: func(string, ...string) (string, error) { commandRan = true; return "", nil }}

			// Source: github.com/gruntwork-io/terragrunt/internal/getter/resolver_hg_test.go:164 (escaper: bad revs are escaped with url.QueryEscape, the right escaper, in a table of rejected inputs that expects ErrInvalidHgRev, rule 2a)
			rawURL := "https://example.com/repo?rev=" + url.QueryEscape(tt.rev) // lookalike

			_, err := r.Probe(rawURL)
			if !errors.Is(err, ErrInvalidHgRev) || commandRan {
				t.Error("hg must not be invoked when rev is invalid")
			}
		})
	}
}

func TestHgResolverPassesShellMetacharactersAsOneArg(t *testing.T) {
	var gotArgs []string

	r := &HgResolver{Run: func(_ string, args ...string) (string, error) { gotArgs = args; return "abc", nil }}

	_, err := r.Probe(
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/resolver_hg_test.go:191 (escaper: an injection payload escaped with url.QueryEscape, the right escaper, in an attack test, rule 2b)
		"https://example.com/repo?rev=" + url.QueryEscape("tip ; echo pwned"), // lookalike
	)
	if err != nil || !strings.Contains(strings.Join(gotArgs, " "), "--rev=tip ; echo pwned") {
		t.Error("shell metacharacters must reach hg as part of a single argv element")
	}
}

// TestParseS3FetchURLInURLCredentials pins the S3-compatible contract:
// credentials in the query pin the endpoint to the URL's own host.
func TestParseS3FetchURLInURLCredentials(t *testing.T) {
	u, err := url.Parse(
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/s3_fetch_test.go:98 (credentials: the keys sit in query parameters the S3 parser reads, not in userinfo, as input to ParseS3FetchURL for a local endpoint, rule 2c)
		"http://127.0.0.1:9000/bucket/modules/example.tar.gz" + "?aws_access_key_id=key&aws_access_key_secret=secret", // lookalike
	)
	if err != nil {
		t.Fatal(err)
	}

	got, err := ParseS3FetchURL(u)
	if err != nil {
		t.Fatal(err)
	}

	assertEqualString(t, "http://127.0.0.1:9000", got.Endpoint)
}

func TestParseS3FetchURLRejectsIncomplete(t *testing.T) {
	for _, raw := range []string{
		"s3://s3.amazonaws.com/bucket",
		"s3://s3.amazonaws.com/",
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/s3_fetch_test.go:126 (syntax: an empty bucket segment in a list of URLs the parser must reject, rule 2a)
		"s3://s3.amazonaws.com//key", // lookalike
	} {
		t.Run(raw, func(t *testing.T) {
			u, err := url.Parse(raw)
			if err != nil {
				t.Fatal(err)
			}

			if _, err := ParseS3FetchURL(u); !errors.Is(err, ErrS3InvalidFetchURL) {
				t.Error("want ErrS3InvalidFetchURL")
			}
		})
	}
}

func TestParseGCSFetchURLRejectsIncomplete(t *testing.T) {
	for _, raw := range []string{
		"https://www.googleapis.com/storage/v1/bucket",
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/s3_fetch_test.go:233 (syntax: an empty bucket segment in a list of URLs the GCS parser must reject, rule 2a)
		"https://www.googleapis.com/storage/v1//key", // lookalike
	} {
		if _, err := url.Parse(raw); err != nil {
			t.Fatal(err)
		}
	}
}

// s3StubSrc addresses key on the stubbed service. Credentials in the query
// pin the endpoint to that host.
func s3StubSrc(key string) string {
	// Source: github.com/gruntwork-io/terragrunt/internal/getter/s3_http_test.go:93 (credentials: stub keys in query parameters the S3 getter reads for a stubbed in-memory service, not URI userinfo)
	return "s3::https://s3.stub.example/bucket/" + key + "?aws_access_key_id=stub&aws_access_key_secret=stub&region=us-east-1" // lookalike
}

func TestS3GetterUsesVenvCredentials(t *testing.T) {
	client := &Client{Getters: []Getter{&stubGetter{scheme: "s3"}}}

	_, err := client.Get(context.Background(), &Request{
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/s3_http_test.go:205 (sink: an s3:: forced-getter source given to the S3 getter over a stubbed client, the form that getter takes)
		Src:     "s3::https://s3-us-east-1.amazonaws.com/bucket/mod.txt", // lookalike
		Dst:     filepath.Join("out", "module"),
		GetMode: ModeAny,
	})
	if err != nil || s3StubSrc("k") == "" {
		t.Fatal(err)
	}
}

func TestS3Region(t *testing.T) {
	tests := []struct {
		name string
		raw  string
		want string
	}{
		{
			name: "legacy regional host carries its region",
			raw:  "s3://s3-eu-west-1.amazonaws.com/bucket/key",
			want: "eu-west-1",
		},
		{
			name: "port on an AWS host does not disturb the region",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/s3_region_test.go:46 (port: the default :443 is the point of a row named for a port on the host, input to the S3Region parser, rules 2b, 2c and 2d)
			raw:  "https://s3-ap-south-1.amazonaws.com:443/bucket/key", // lookalike
			want: "ap-south-1",
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := url.Parse(tt.raw)
			if err != nil {
				t.Fatal(err)
			}

			got, err := S3Region(u)
			if err != nil || got != tt.want {
				t.Errorf("got %q, %v", got, err)
			}
		})
	}
}

func TestS3RegionRejectsNonS3AWSHosts(t *testing.T) {
	for _, host := range []string{"iam", "sts", "ec2"} {
		t.Run(host, func(t *testing.T) {
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/s3_region_test.go:146 (hostjoin: a service label is joined to the amazonaws.com domain as DNS labels with no port, and the test expects ErrS3InvalidFetchURL, rule 2a)
			u, err := url.Parse("https://" + host + ".amazonaws.com/bucket/key") // lookalike
			if err != nil {
				t.Fatal(err)
			}

			if _, err = S3Region(u); !errors.Is(err, ErrS3InvalidFetchURL) {
				t.Error("want ErrS3InvalidFetchURL")
			}
		})
	}
}

// TestS3RegionRedactsCredentials pins that a rejected URL does not carry the
// credentials it was given into the error text, which reaches logs.
func TestS3RegionRedactsCredentials(t *testing.T) {
	u, err := url.Parse(
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/s3_region_test.go:161 (credentials: the secret in the query is the input of a test that checks the error redacts it, rule 2c)
		"https://iam.amazonaws.com/bucket/key" + "?aws_access_key_id=AKIAEXAMPLE&aws_access_key_secret=super-secret", // lookalike
	)
	if err != nil {
		t.Fatal(err)
	}

	_, err = S3Region(u)
	if !errors.Is(err, ErrS3InvalidFetchURL) || strings.Contains(err.Error(), "super-secret") {
		t.Error("credentials leaked")
	}
}

func TestS3RegionFromHostLabel(t *testing.T) {
	for _, region := range []string{"us-east-1", "eu-west-1"} {
		t.Run(region, func(t *testing.T) {
			host := S3HostLabelForRegion(region) + ".amazonaws.com"

			// Source: github.com/gruntwork-io/terragrunt/internal/getter/s3_region_test.go:302 (hostjoin: host is a region label plus the amazonaws.com domain, DNS labels with no port)
			u, err := url.Parse("https://" + host + "/bucket/key") // lookalike
			if err != nil {
				t.Fatal(err)
			}

			if got, err := S3Region(u); err != nil || got != region {
				t.Errorf("got %q", got)
			}
		})
	}
}

func TestDefaultClientCanonicalizesS3SourceURLs(t *testing.T) {
	tests := []struct {
		name     string
		src      string
		wantHost string
		wantPath string
	}{
		{
			name: "modern virtual-host style",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/s3_test.go:49 (sink: an s3:: forced-getter source in a table varying the S3 URL style, input to the canonicalizer, rules 2c and 2d)
			src:      "s3::https://my-bucket.s3.us-west-2.amazonaws.com/terraform/modules/myapp.zip", // lookalike
			wantHost: "s3-us-west-2.amazonaws.com",
			wantPath: "/my-bucket/terraform/modules/myapp.zip",
		},
		{
			name: "modern path-style",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/s3_test.go:67 (sink: an s3:: forced-getter source in the same table of URL styles, rules 2c and 2d)
			src:      "s3::https://s3.us-west-2.amazonaws.com/my-bucket/terraform/modules/myapp.zip", // lookalike
			wantHost: "s3-us-west-2.amazonaws.com",
			wantPath: "/my-bucket/terraform/modules/myapp.zip",
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := url.Parse(strings.TrimPrefix(tt.src, "s3::"))
			if err != nil {
				t.Fatal(err)
			}

			if _, ok := canonicalAWSS3HTTPSURL(u); !ok {
				t.Log("not canonicalized by this stand-in")
			}
		})
	}
}
