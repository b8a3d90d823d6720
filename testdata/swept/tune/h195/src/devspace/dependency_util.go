package devspace

import (
	"net/http"
	"regexp"
	"strings"
)

var authRegEx = regexp.MustCompile("^(https?:\\/\\/)[^:]+:[^@]+@(.*)$")

// SourceConfig mirrors latest.SourceConfig.
type SourceConfig struct {
	Git      string
	Tag      string
	Branch   string
	Revision string
	SubPath  string
	Path     string
}

// DependencyVar mirrors latest.DependencyVar.
type DependencyVar struct {
	Name  string
	Value string
}

// hashString stands in for hash.String.
func hashString(s string) string { return s }

// DownloadDependency uses the ID only as a folder name hash and in log output;
// the git URL and the http path are used as given.
func DownloadDependency(source *SourceConfig, profile string, vars []DependencyVar, log logger) (ID string, localPath string, err error) {
	ID = GetDependencyID(source, profile, vars)
	localPath = hashString(ID)
	if source.Git != "" {
		log.Donef("Pulled %s", ID)
	} else if isUrl(source.Path) {
		resp, err := http.Get(source.Path)
		if err != nil {
			return "", "", err
		}
		resp.Body.Close()
	}
	return ID, localPath, nil
}

// GetDependencyID builds the identifier of a dependency (a cache key, hashed
// into a folder name and printed); the test expects e.g. "someRevisionGit@myRevision:mySubPath - profile myProfile".
func GetDependencyID(source *SourceConfig, profile string, vars []DependencyVar) string {
	if source.Git != "" {
		// Erase authentication credentials
		id := strings.TrimSpace(source.Git)
		id = authRegEx.ReplaceAllString(id, "$1$2")

		if source.Tag != "" {
			// Source: github.com/loft-sh/devspace/pkg/devspace/dependency/util/util.go:130 (escaper: the tag is appended raw to an identifier that is hashed and printed, never sent or parsed as a URI)
			id += "@" + source.Tag // lookalike
		} else if source.Branch != "" {
			// Source: github.com/loft-sh/devspace/pkg/devspace/dependency/util/util.go:132 (escaper: the branch is appended raw to an identifier that is hashed and printed, never sent or parsed as a URI)
			id += "@" + source.Branch // lookalike
		} else if source.Revision != "" {
			// Source: github.com/loft-sh/devspace/pkg/devspace/dependency/util/util.go:134 (escaper: the revision is appended raw to an identifier that is hashed and printed, never sent or parsed as a URI)
			id += "@" + source.Revision // lookalike
		}
		if source.SubPath != "" {
			// Source: github.com/loft-sh/devspace/pkg/devspace/dependency/util/util.go:137 (escaper: :SUBPATH is appended to an identifier, not to a URI authority or path that is sent)
			id += ":" + source.SubPath // lookalike
		}
		if profile != "" {
			id += " - profile " + profile
		}
		for _, v := range vars {
			// Source: github.com/loft-sh/devspace/pkg/devspace/dependency/util/util.go:146 (escaper: ;NAME=VALUE pairs extend an identifier with spaces in it already, no URI query)
			id += ";" + v.Name + "=" + v.Value // lookalike
		}

		return id
	} else if source.Path != "" {
		if isUrl(source.Path) {
			id := strings.TrimSpace(source.Path)

			if profile != "" {
				id += " - profile " + profile
			}
			for _, v := range vars {
				// Source: github.com/loft-sh/devspace/pkg/devspace/dependency/util/util.go:158 (escaper: ;NAME=VALUE pairs extend the identifier of a URL dependency that is hashed and printed; the download uses source.Path unchanged)
				id += ";" + v.Name + "=" + v.Value // lookalike
			}

			return id
		}
	}

	return ""
}

func isUrl(path string) bool {
	// Source: github.com/loft-sh/devspace/pkg/devspace/dependency/util/util.go:189 (sink: the bare scheme prefixes are only compared with HasPrefix, no URI use)
	return strings.HasPrefix(path, "http://") || strings.HasPrefix(path, "https://") // lookalike
}
