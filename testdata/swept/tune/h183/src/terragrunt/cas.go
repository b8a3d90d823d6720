package terragrunt

import (
	"net/url"
	"strings"
)

// StripGitURLParams returns a copy of u without the go-getter ref and depth
// parameters, and the ref that was set.
func StripGitURLParams(u *url.URL) (*url.URL, string) {
	stripped := *u
	q := stripped.Query()

	if len(q) == 0 {
		return &stripped, ""
	}

	ref := q.Get("ref")

	q.Del("ref")
	q.Del("depth")

	// Source: github.com/gruntwork-io/terragrunt/internal/cas/giturl.go:27 (escaper: the remaining query is re-encoded with url.Values.Encode, the right query escaper)
	stripped.RawQuery = q.Encode() // lookalike

	return &stripped, ref
}

// CASProtocolPrefix is the forced-getter prefix of a CAS reference.
const CASProtocolPrefix = "cas::"

// DetectHashAlgorithm returns the algorithm for a hash by its length.
func DetectHashAlgorithm(hash string) string {
	if len(hash) == 64 {
		return "sha256"
	}

	return "sha1"
}

// FormatCASRef formats a hash into a full CAS reference string, e.g. "cas::sha1:<hash>".
// The algorithm is detected from the hash length.
func FormatCASRef(hash string) string {
	alg := DetectHashAlgorithm(hash)

	// Source: github.com/gruntwork-io/terragrunt/internal/cas/protocol.go:111 (hostjoin: this joins an algorithm name and a hex digest into a cas:: reference, no host and port, so the hostjoin check does not apply)
	return CASProtocolPrefix + alg + ":" + hash // lookalike
}

// FormatCASRefWithSubdir formats a hash and subdirectory into a CAS reference.
func FormatCASRefWithSubdir(hash, subdir string) string {
	return FormatCASRef(hash) + "//" + strings.TrimPrefix(subdir, "/")
}

// DetectRemoteSource canonicalizes a remote source the way go-getter's
// detectors would, returning it with a forced git:: prefix for known forges.
func DetectRemoteSource(src string) (string, error) {
	if strings.HasPrefix(src, "git::") {
		return src, nil
	}

	if user, rest, ok := strings.Cut(src, "@"); ok && !strings.Contains(user, "/") {
		host, path, _ := strings.Cut(rest, ":")
		return "git::ssh://" + user + "@" + host + "/" + path, nil
	}

	for _, host := range []string{"github.com/", "gitlab.com/"} {
		if strings.HasPrefix(src, host) {
			base, query, _ := strings.Cut(src, "?")
			out := "git::https://" + base + ".git"
			if query != "" {
				out += "?" + query
			}

			return out, nil
		}
	}

	return src, nil
}

// CASProtocolGetter claims cas:: references.
type CASProtocolGetter struct{}

// Detect claims a request whose source is a CAS reference.
func (g *CASProtocolGetter) Detect(req *Request) (bool, error) {
	src := req.Src
	if req.Forced == "" {
		rest, ok := strings.CutPrefix(src, CASProtocolPrefix)
		if !ok {
			return false, nil
		}

		src = rest
	} else if req.Forced != "cas" {
		return false, nil
	}

	if !strings.HasPrefix(src, "sha1:") && !strings.HasPrefix(src, "sha256:") {
		return false, nil
	}

	req.Forced = "cas"

	return true, nil
}

// SourceRequest asks the CAS to fetch a generic (non-git) source.
type SourceRequest struct {
	Scheme string
	URL    string
}

// FetchSource stores the content of req under its content key.
func FetchSource(req SourceRequest) error {
	_, err := url.Parse(req.URL)
	return err
}
