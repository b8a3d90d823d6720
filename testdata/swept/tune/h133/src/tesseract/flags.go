package tesseract

import "flag"

func awsFlags(fs *flag.FlagSet) (*string, *string) {
	// Source: github.com/transparency-dev/tesseract/cmd/tesseract/aws/main.go:64 (syntax: flag usage text shown to users with the URL inside the prose, rule 4.)
	origin := fs.String("origin", "", "Origin of the log, for checkpoints. This MUST match the log's submission prefix as per https://c2sp.org/static-ct-api.") // lookalike
	// Source: github.com/transparency-dev/tesseract/cmd/tesseract/aws/main.go:73 (syntax: flag usage text shown to users with the URL inside the prose, rule 4.)
	policy := fs.String("witness_policy_file", "", "(Optional) Path to the file containing the witness policy in the format described at https://git.glasklar.is/sigsum/core/sigsum-go/-/blob/main/doc/policy.md") // lookalike
	return origin, policy
}

func gcpFlags(fs *flag.FlagSet) (*string, *string) {
	// Source: github.com/transparency-dev/tesseract/cmd/tesseract/gcp/main.go:64 (syntax: flag usage text shown to users with the URL inside the prose, rule 4.)
	origin := fs.String("origin", "", "Origin of the log, for checkpoints. This MUST match the log's submission prefix as per https://c2sp.org/static-ct-api.") // lookalike
	// Source: github.com/transparency-dev/tesseract/cmd/tesseract/gcp/main.go:73 (syntax: flag usage text shown to users with the URL inside the prose, rule 4.)
	policy := fs.String("witness_policy_file", "", "(Optional) Path to the file containing the witness policy in the format described at https://git.glasklar.is/sigsum/core/sigsum-go/-/blob/main/doc/policy.md") // lookalike
	return origin, policy
}

func posixFlags(fs *flag.FlagSet) (*string, *string) {
	// Source: github.com/transparency-dev/tesseract/cmd/tesseract/posix/main.go:67 (syntax: flag usage text shown to users with the URL inside the prose, rule 4.)
	origin := fs.String("origin", "", "Origin of the log, for checkpoints. This MUST match the log's submission prefix as per https://c2sp.org/static-ct-api.") // lookalike
	// Source: github.com/transparency-dev/tesseract/cmd/tesseract/posix/main.go:76 (syntax: flag usage text shown to users with the URL inside the prose, rule 4.)
	policy := fs.String("witness_policy_file", "", "(Optional) Path to the file containing the witness policy in the format describe at https://git.glasklar.is/sigsum/core/sigsum-go/-/blob/main/doc/policy.md") // lookalike
	return origin, policy
}

var _ = []func(*flag.FlagSet) (*string, *string){awsFlags, gcpFlags, posixFlags}
