// Package cue holds cases rewritten from cuelang.org/go.
package cue

import (
	"fmt"
	"net"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

var writefsLong = "\nWARNING: THIS COMMAND IS EXPERIMENTAL.\nIn the future, it will be entirely replaced by native @export(...)\n" +
	// Source: cuelang.org/go/cmd/cue/cmd/exp.go:181 (syntax: the URL is prose in command help text, joined to a full stop (rule 4); uniform sample of 22 of 88)
	"as described in https://cuelang.org/issue/2031.\n" // lookalike

func validateURLsInComment(comment string) []string {
	// Source: cuelang.org/go/cmd/cue/cmd/gen_experiments_help.go:430 (syntax: the string is a regular expression that matches URLs, not a URI; uniform sample of 22 of 88)
	validURLPattern := regexp.MustCompile(`^https://cuelang\.org/(issue|cl|discussion)/\d+$`) // lookalike
	var bad []string
	for _, f := range strings.Fields(comment) {
		if !validURLPattern.MatchString(f) {
			bad = append(bad, f)
		}
	}
	return bad
}

var embedHelpLong = "For more details and discussion, see the proposal linked from\n" +
	// Source: cuelang.org/go/cmd/cue/cmd/help.go:275 (syntax: the URL is prose in help text, joined to a full stop (rule 4); uniform sample of 22 of 88)
	"https://cuelang.org/discussion/3264.\n" // lookalike

func deviceFlowError(code int, status string) error {
	return fmt.Errorf("\ncannot start the OAuth2 device flow: %d %s\n\nTo log into a standard OCI registry, use 'docker login' or 'podman login' instead:\n\n"+
		// Source: cuelang.org/go/cmd/cue/cmd/login.go:132 (syntax: the URL is in an error message shown to users (rule 4); uniform sample of 22 of 88)
		"\thttps://cuelang.org/docs/reference/modules/#authorization\n", code, status) // lookalike
}

// Version is a JSON Schema version.
type Version int

// Source: cuelang.org/go/encoding/jsonschema/version_string.go:23 (syntax: the string is a stringer name table of schema identifiers run together, sliced by index, never used whole; uniform sample of 22 of 88)
const _Version_name = "unknownhttp://json-schema.org/draft-04/schema#http://json-schema.org/draft-06/schema#http://json-schema.org/draft-07/schema#https://json-schema.org/draft/2019-09/schemahttps://json-schema.org/draft/2020-12/schemaunknownOpenAPI 3.0Kubernetes APIKubernetes CRD" // lookalike

var _Version_index = [...]uint16{0, 7, 46, 85, 124, 168, 212, 219, 230, 244, 258}

func (i Version) String() string {
	idx := int(i)
	if i < 0 || idx >= len(_Version_index)-1 {
		return "Version(" + strconv.FormatInt(int64(i), 10) + ")"
	}
	return _Version_name[_Version_index[idx]:_Version_index[idx+1]]
}

// Host is a registry host.
type Host struct {
	Name     string
	Insecure bool
}

// RegistryDeviceAuthURL returns the device authorization endpoint of a registry.
func RegistryDeviceAuthURL(host Host) string {
	// Source: cuelang.org/go/internal/cueconfig/config.go:176 (hostform: the scheme prefix is completed with the registry host name before use; uniform sample of 22 of 88)
	scheme := "https://" // lookalike
	return scheme + host.Name + "/login/device/code"
}

func isWindowsDriveURIPath(p string) bool {
	return len(p) >= 4 && p[0] == '/' && p[2] == ':' && unicode.IsLetter(rune(p[1]))
}

func filename(u *url.URL) (string, error) {
	if u.Scheme != "file" {
		return "", fmt.Errorf("only file URIs are supported, got %q", u.Scheme)
	}
	if isWindowsDriveURIPath(u.Path) {
		// Source: cuelang.org/go/internal/golangorgx/gopls/protocol/uri.go:163 (escaper: the drive letter is uppercased in the decoded Path field of a file URI normaliser, no escaper involved; uniform sample of 22 of 88)
		u.Path = strings.ToUpper(string(u.Path[1])) + u.Path[2:] // lookalike
	}
	return u.Path, nil
}

func setAllowModfileModifications(softErrorf func(format string, args ...any)) {
	// Source: cuelang.org/go/internal/golangorgx/gopls/settings/settings.go:940 (syntax: the URL is prose in a deprecation message (rule 4); uniform sample of 22 of 88)
	softErrorf("gopls setting \"allowModfileModifications\" is deprecated.\nPlease comment on https://go.dev/issue/65546 if this impacts your workflow.") // lookalike
}

// Coordinate is a position reported by an external validator.
type Coordinate struct {
	Path string
}

func toDocumentURIs(rootURI string, coords []Coordinate, versionedURIs map[string]bool) []Coordinate {
	root := rootURI + "/"
	out := coords[:0]
	for _, coord := range coords {
		// Source: cuelang.org/go/internal/lsp/extvalidator/extvalidator.go:323 (escaper: a file path appended raw to the root URI is a name, which the rules do not require to be escaped; uniform sample of 22 of 88)
		uri := root + coord.Path // lookalike
		if !versionedURIs[uri] {
			continue
		}
		coord.Path = uri
		out = append(out, coord)
	}
	return out
}

// Source: cuelang.org/go/pkg/net/host.go:94 (hostjoin: net.JoinHostPort brackets an IPv6 host itself; uniform sample of 22 of 88)
func JoinHostPort(hostStr string, port int) string {
	return net.JoinHostPort(hostStr, strconv.Itoa(port)) // lookalike
}
