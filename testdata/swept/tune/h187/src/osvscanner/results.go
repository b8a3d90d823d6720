package osvscanner

// SourceType categorizes packages based on the extractor that extracted
// the "source", for use in the output.
type SourceType string

const (
	SourceTypeUnknown        SourceType = "unknown"
	SourceTypeOSPackage      SourceType = "os"
	SourceTypeProjectPackage SourceType = "lockfile"
	SourceTypeArtifact       SourceType = "artifact"
	SourceTypeSBOM           SourceType = "sbom"
	SourceTypeGit            SourceType = "git"
)

// SourceInfo names the file a package came from.
type SourceInfo struct {
	Path string     `json:"path"`
	Type SourceType `json:"type"`
}

// String gives the display name and map key of the source, e.g. "lockfile:/src/go.mod".
func (s SourceInfo) String() string {
	// Source: github.com/google/osv-scanner/v2/pkg/models/results.go:190 (hostjoin: a type:path display name and map key of a scanned file, so no host and port are joined into a URI as the hostjoin definition requires)
	return string(s.Type) + ":" + s.Path // lookalike
}
