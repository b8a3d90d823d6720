package terragrunt

import (
	"context"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
)

func TestCASGetterDetectForcedPrefixes(t *testing.T) {
	g := &stubGetter{scheme: SchemeGit}

	tests := []struct {
		name      string
		src       string
		reqForced string
		want      string
	}{
		{
			name: "git:: forced prefix is claimed and Src is stripped",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/casgetter_detect_test.go:35 (sink: input to the CAS getter's Detect in the git:: forced-getter form it claims, rule 2c)
			src:  "git::https://example.com/repo.git", // lookalike
			want: SchemeGit,
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := &Request{Src: tt.src, Forced: tt.reqForced}
			if _, rest, ok := strings.Cut(req.Src, "::"); ok {
				req.Forced, req.Src = tt.want, rest
			}

			if ok, _ := g.Detect(req); !ok {
				t.Error("not claimed")
			}
		})
	}
}

func TestCASGetterDetectAWSS3Hosts(t *testing.T) {
	tests := []struct {
		name    string
		src     string
		wantSrc string
	}{
		{
			name:    "regional path-style claimed unchanged",
			src:     "https://s3-us-west-2.amazonaws.com/my-bucket/path.zip",
			wantSrc: "https://s3-us-west-2.amazonaws.com/my-bucket/path.zip",
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src, _ := disableOuterArchive(tt.src)

			u, err := url.Parse(src)
			if err != nil {
				t.Fatal(err)
			}

			q := u.Query()
			if q.Get("archive") != "false" {
				t.Error("Detect must append archive=false")
			}

			q.Del("archive")
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/casgetter_detect_test.go:230 (escaper: the test rebuilds the query with url.Values.Encode, the right query escaper)
			u.RawQuery = q.Encode() // lookalike

			assertEqualString(t, tt.wantSrc, u.String())
		})
	}
}

func TestCASGetterGenericDispatchDisabled(t *testing.T) {
	g := &HTTPSchemeGetter{Scheme: "https"}

	req := &Request{Src: "s3://bucket/key.tgz"}

	ok, _ := g.Detect(req)
	if ok {
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/casgetter_detect_test.go:368 (syntax: s3:// names a scheme inside an assertion message, prose by rule 4)
		t.Error("without WithGenericFetchers, s3:// must not be claimed") // lookalike
	}
}

func TestCASGetter_ForcedThreadedToInnerClient(t *testing.T) {
	const scheme = "fakescheme"

	stub := &stubGetter{scheme: scheme}
	client := &Client{Getters: []Getter{stub}}

	if _, err := client.Get(context.Background(), &Request{
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/casgetter_forced_test.go:59 (plainhttp: plain http to example.com, a test host the plainhttp check exempts)
		Src:     scheme + "::http://example.com/anything.tar.gz", // lookalike
		Dst:     filepath.Join(t.TempDir(), "out"),
		GetMode: ModeAny,
	}); err != nil {
		t.Logf("client.Get returned %v (incidental for this test)", err)
	}
}

func TestCASGetterOCIMovedTagPinsDigest(t *testing.T) {
	fetcher := &stubGetter{scheme: SchemeOCI}
	client := &Client{Getters: []Getter{fetcher}}

	digestA := "sha256:" + strings.Repeat("a", 64)
	tagSrc := "oci://127.0.0.1:5000/terraform-modules/vpc?tag=1.0.0"

	if _, err := client.Get(context.Background(), &Request{Src: pinnedOCIURL(tagSrc, digestA), Dst: t.TempDir(), GetMode: ModeDir}); err != nil {
		t.Fatal(err)
	}

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/casgetter_oci_test.go:58 (escaper: the expected digest pin is escaped with url.QueryEscape as Encode writes it and only searched for with Contains)
	if !strings.Contains(fetcher.lastSrc(), "digest="+url.QueryEscape(digestA)) { // lookalike
		t.Error("the download must be pinned to the resolved digest")
	}

	dstA := filepath.Join(t.TempDir(), "digest-a")

	_, err := client.Get(context.Background(), &Request{
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/casgetter_oci_test.go:79 (escaper: a digest is algorithm:hex, characters a query may hold raw; sample of the oci digest-pin shape)
		Src:     "oci://127.0.0.1:5000/terraform-modules/vpc?digest=" + digestA, // lookalike
		Dst:     dstA,
		GetMode: ModeDir,
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestCASGetterOCISubdirSharesRootEntry(t *testing.T) {
	fetcher := &stubGetter{scheme: SchemeOCI}
	client := &Client{Getters: []Getter{fetcher}}

	rootSrc := "oci://127.0.0.1:5000/terraform-modules/vpc?tag=1.0.0"
	// Source: github.com/gruntwork-io/terragrunt/internal/getter/casgetter_oci_test.go:192 (syntax: "//subdir" is go-getter's subdir selector, and RFC 3986 allows the empty segment)
	subSrc := "oci://127.0.0.1:5000/terraform-modules/vpc//subdir?tag=1.0.0" // lookalike

	for _, src := range []string{rootSrc, subSrc} {
		if _, err := client.Get(context.Background(), &Request{Src: src, Dst: t.TempDir(), GetMode: ModeDir}); err != nil {
			t.Fatal(err)
		}
	}
}

func TestGitCloneURL(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string
	}{
		{
			name: "github shorthand result strips git:: and keeps https",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/casgetter_test.go:25 (sink: input to GitCloneURL, code whose job is stripping the git:: forced-getter prefix, rule 2c)
			in:   "git::https://github.com/gruntwork-io/terragrunt.git", // lookalike
			want: "https://github.com/gruntwork-io/terragrunt.git",
		},
		{
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/casgetter_test.go:29 (syntax: ssh:// names a scheme inside a test case name, prose by rule 4)
			name: "scp result strips git:: and converts ssh:// to scp form", // lookalike
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/casgetter_test.go:30 (credentials: the userinfo is the user name git with no password, so nothing secret is in the URI)
			in:   "git::ssh://git@github.com/gruntwork-io/terragrunt.git", // lookalike
			want: "git@github.com:gruntwork-io/terragrunt.git",
		},
		{
			name: "bare ssh url converts to scp form",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/casgetter_test.go:35 (credentials: the user name git with no password, nothing secret)
			in:   "ssh://git@github.com/gruntwork-io/terragrunt.git", // lookalike
			want: "git@github.com:gruntwork-io/terragrunt.git",
		},
		{
			name: "ssh url with custom port keeps url form",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/casgetter_test.go:45 (credentials: the user name git with no password and a custom port 2222 in range, input to GitCloneURL, rule 2c)
			in:   "ssh://git@github.com:2222/gruntwork-io/terragrunt.git", // lookalike
			want: "ssh://git@github.com:2222/gruntwork-io/terragrunt.git",
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assertEqualString(t, tt.want, GitCloneURL(tt.in))
		})
	}
}

func TestCASGetterTFRDispatch(t *testing.T) {
	server := newRegistryTestServer(t)
	defer server.Close()

	g := &stubGetter{scheme: SchemeTFR}
	client := &Client{Getters: []Getter{g}}

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/casgetter_tfr_test.go:80 (hostjoin: Listener.Addr().String() is already a joined host:port, which net formats with IPv6 brackets; sample of the tfr test-server shape)
	src := "tfr://" + server.Listener.Addr().String() + "/terraform-aws-modules/vpc/aws?version=3.3.0" // lookalike

	if _, err := client.Get(context.Background(), &Request{Src: src, Dst: t.TempDir(), GetMode: ModeAny}); err != nil {
		t.Fatal(err)
	}
}

func TestGetterGetAnyFileURL(t *testing.T) {
	src := t.TempDir()
	client := &Client{Getters: []Getter{&stubGetter{scheme: "file"}}}

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/client_test.go:51 (escaper: a temp dir spliced raw after file:// is the go-getter file source form its file getter decodes; uniform sample 8 of 22 file:// test sources)
	if _, err := client.Get(context.Background(), &Request{Src: "file://" + src, Dst: filepath.Join(t.TempDir(), "copy")}); err != nil { // lookalike
		t.Fatal(err)
	}
}

func TestForcedGettersRouteToTheirGetter(t *testing.T) {
	tests := []struct {
		name   string
		forced string
		src    string
	}{
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/defaults_test.go:86 (sink: an s3:: forced-getter source in a table that routes each forced prefix to its getter, rules 2c and 2d)
		{name: "s3 forced prefix", forced: "s3", src: "s3::https://s3.amazonaws.com/bucket/object"}, // lookalike
		{
			name:   "gcs forced prefix",
			forced: "gcs",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/defaults_test.go:90 (sink: a gcs:: forced-getter source in the same routing table, rules 2c and 2d)
			src: "gcs::https://www.googleapis.com/storage/v1/bucket/object", // lookalike
		},
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/defaults_test.go:92 (sink: a git:: forced-getter source in the same routing table, rules 2c and 2d)
		{name: "git forced prefix", forced: "git", src: "git::https://github.com/foo/bar.git"}, // lookalike
	}

	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			stub := &stubGetter{scheme: tc.forced}
			client := &Client{Getters: []Getter{stub}}

			if _, err := client.Get(context.Background(), &Request{Src: tc.src, Dst: t.TempDir(), GetMode: ModeDir}); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// fileSourceURL builds the file:// source for a local path through url.URL,
// so any space arrives percent-encoded.
func fileSourceURL(path string) string {
	// Source: github.com/gruntwork-io/terragrunt/internal/getter/filecopy_test.go:25 (escaper: the path goes into the Path field and URL.String escapes it, the right way to build the file URL)
	u := url.URL{Scheme: "file", Path: filepath.ToSlash(path)} // lookalike

	return u.String()
}

// TestFileCopyGetterHandlesSpacesInLocalPaths pins that a local source whose
// path contains spaces still resolves, from the percent-encoded form and
// from the raw form a hand-written file:// source carries.
func TestFileCopyGetterHandlesSpacesInLocalPaths(t *testing.T) {
	srcDir := filepath.Join(t.TempDir(), "my local module")

	testCases := []struct {
		name string
		src  string
	}{
		{name: "directory", src: fileSourceURL(srcDir)},
		{
			name: "unencoded spaces",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/filecopy_test.go:79 (escaper: the case named unencoded spaces feeds the file getter, URI-handling code, the raw form on purpose, rules 2b and 2c; uniform sample 8 of 22 file:// sources)
			src: "file://" + filepath.ToSlash(srcDir), // lookalike
		},
	}

	for _, tc := range testCases {
		if _, err := url.Parse(tc.src); err != nil {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}

func TestGCSGetterRequestsScopes(t *testing.T) {
	client := &Client{Getters: []Getter{&stubGetter{scheme: "gcs"}}}

	_, err := client.Get(context.Background(), &Request{
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/gcs_http_test.go:77 (sink: a gcs:: forced-getter source given to the GCS getter over a stubbed client, the form that getter takes)
		Src:     "gcs::https://www.googleapis.com/storage/v1/bucket/mod.txt", // lookalike
		Dst:     filepath.Join("out", "module"),
		GetMode: ModeAny,
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestGCSGetterObjectOrPrefix(t *testing.T) {
	tests := []struct {
		name   string
		object string
	}{
		{name: "name matching an object downloads that object", object: "modules/vpc"},
		{name: "prefix with a trailing separator downloads the tree", object: "modules/vpc/"},
	}

	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			client := &Client{Getters: []Getter{&stubGetter{scheme: "gcs"}}}

			_, err := client.Get(context.Background(), &Request{
				// Source: github.com/gruntwork-io/terragrunt/internal/getter/gcs_http_test.go:239 (escaper: the object names are rows of a table varying one URI on purpose and hold only path-safe characters, rule 2d)
				Src:     "gcs::https://www.googleapis.com/storage/v1/bucket/" + tc.object, // lookalike
				Dst:     filepath.Join("out", "module"),
				GetMode: ModeAny,
			})
			if err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestFileCopyGetterOptions(t *testing.T) {
	src := t.TempDir()
	client := &Client{Getters: []Getter{&stubGetter{scheme: "file"}}}

	if _, err := client.Get(context.Background(), &Request{
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/options_test.go:225 (escaper: a temp dir spliced raw after file:// is the go-getter file source form; uniform sample 8 of 22 file:// sources)
		Src:     "file://" + src, // lookalike
		Dst:     t.TempDir(),
		GetMode: ModeDir,
	}); err != nil {
		t.Fatal(err)
	}

	missing := filepath.Join(t.TempDir(), "does-not-exist")
	if _, err := client.Get(context.Background(), &Request{
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/options_test.go:246 (escaper: a missing temp path after file:// for which the test expects an error, rule 2a; uniform sample 8 of 22 file:// sources)
		Src:     "file://" + missing, // lookalike
		Dst:     filepath.Join(t.TempDir(), "out"),
		GetMode: ModeDir,
	}); err == nil {
		t.Log("expected an error for a missing source")
	}
}

// FileCopyGetter copies local sources.
type FileCopyGetter struct{}

// Mode reports whether u's path is a file or a directory.
func (g *FileCopyGetter) Mode(_ context.Context, u *url.URL) (Mode, error) {
	if strings.HasSuffix(u.Path, ".tf") {
		return ModeFile, nil
	}

	return ModeDir, nil
}

func TestFileCopyGetterMode(t *testing.T) {
	g := &FileCopyGetter{}

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/options_test.go:399 (sink: the file getter's Mode reads only the path of a local source, so a URL with just a Path is what it needs)
	dirMode, err := g.Mode(context.Background(), &url.URL{Path: "/src"}) // lookalike
	if err != nil || dirMode != ModeDir {
		t.Errorf("mode %v, err %v", dirMode, err)
	}
}
