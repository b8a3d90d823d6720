package terragrunt

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
)

// MissingDiscoveryContextError is a discovery bug report.
type MissingDiscoveryContextError struct{ Path string }

func (e MissingDiscoveryContextError) Error() string {
	return fmt.Sprintf(
		"Component at path '%s' is missing its discovery context during dependency discovery. "+
			"This is a bug in Terragrunt. "+
			"Please open a bug report at https://github.com/gruntwork-io/terragrunt/issues "+
			// Source: github.com/gruntwork-io/terragrunt/internal/discovery/errors.go:53 (syntax: an issues link inside an error message joined to words, prose by rule 4)
			"with details about how you encountered this error.", // lookalike
		e.Path,
	)
}

// MissingWorkingDirectoryError is a discovery bug report.
type MissingWorkingDirectoryError struct{ Path string }

func (e MissingWorkingDirectoryError) Error() string {
	return fmt.Sprintf(
		"Component at path '%s' has a discovery context but is missing its working directory during dependency discovery. "+
			"This is a bug in Terragrunt. "+
			"Please open a bug report at https://github.com/gruntwork-io/terragrunt/issues "+
			// Source: github.com/gruntwork-io/terragrunt/internal/discovery/errors.go:77 (syntax: an issues link inside an error message, prose by rule 4)
			"with details about how you encountered this error.", // lookalike
		e.Path,
	)
}

// CompletedExperimentsWarning lists experiments that no longer do anything.
type CompletedExperimentsWarning struct{ experimentsNames []string }

func (w CompletedExperimentsWarning) String() string {
	return "The following experiment(s) are already completed: " +
		strings.Join(w.experimentsNames, ", ") +
		". Please remove any completed experiments, as setting them no longer does anything." +
		" For a list of all ongoing experiments, and the outcomes of previous experiments," +
		// Source: github.com/gruntwork-io/terragrunt/internal/experiment/warnings.go:19 (syntax: a docs link at the end of a warning sentence, prose by rule 4)
		" see https://docs.terragrunt.com/reference/experiments" // lookalike
}

// CompletedControlsWarning lists strict controls that no longer do anything.
type CompletedControlsWarning struct{ controlNames []string }

func (w CompletedControlsWarning) String() string {
	return "The following strict control(s) are already completed: " +
		strings.Join(w.controlNames, ", ") +
		". Please remove any completed strict controls, as setting them no longer does anything." +
		" For a list of all ongoing strict controls, and the outcomes of previous strict controls," +
		// Source: github.com/gruntwork-io/terragrunt/internal/strict/warnings.go:18 (syntax: a docs link at the end of a warning sentence, prose by rule 4)
		" see https://docs.terragrunt.com/reference/strict-mode" // lookalike
}

// LegacyGCSDeprecationWarning is the warning text emitted when a plain
// https://www.googleapis.com/storage/... source URL is rewritten to use the
// credentialed gcs getter.
// Source: github.com/gruntwork-io/terragrunt/internal/strict/controls/controls.go:102 (syntax: a URL pattern with an ellipsis in backquotes inside a warning, prose by rule 4)
const LegacyGCSDeprecationWarning = "Plain `https://www.googleapis.com/storage/...` source URLs are downloaded using GCS credentials for backward compatibility. Add the `gcs::` prefix explicitly to keep using GCS credentials and silence this warning." // lookalike

// Control is a strict control.
type Control struct {
	Name        string
	Description string
	Error       error
	Warning     string
}

// NewControls returns the strict controls.
func NewControls() []*Control {
	return []*Control{
		{
			Name: "root-terragrunt-hcl",
			Error: errors.New(
				// Source: github.com/gruntwork-io/terragrunt/internal/strict/controls/controls.go:223 (syntax: a migration guide link at the end of an error sentence, prose by rule 4)
				"Using `terragrunt.hcl` as the root of Terragrunt configurations is an anti-pattern, and no longer supported. Use a differently named file like `root.hcl` instead. For more information, see https://docs.terragrunt.com/migrate/migrating-from-root-terragrunt-hcl", // lookalike
			),
		},
		{
			Name: "bare-include",
			// Source: github.com/gruntwork-io/terragrunt/internal/strict/controls/controls.go:234 (syntax: a migration guide link at the end of a warning sentence, prose by rule 4)
			Warning: "Using an `include` block without a label is deprecated. Please use the `include` block with a label instead. For more information, see https://docs.terragrunt.com/migrate/bare-include/", // lookalike
		},
		{
			Name: "legacy-gcs-public-prefix",
			// Source: github.com/gruntwork-io/terragrunt/internal/strict/controls/controls.go:316 (syntax: a URL pattern in backquotes inside a control description, prose by rule 4)
			Description: "Stops auto-prefixing plain `https://www.googleapis.com/storage/...` source URLs with `gcs::`. Pre-v1.0.5 Terragrunt routed those URLs through the credentialed gcs getter.", // lookalike
			Warning:     LegacyGCSDeprecationWarning,
		},
	}
}

const (
	// StackTargetMissingTypeStackMessage is the default message for the
	// stack-target-missing-type-stack tip.
	StackTargetMissingTypeStackMessage = "One or more --filter paths target a stack directory " +
		"but the filter is not restricted to stacks. Without `| type=stack`, " +
		"`stack generate` will ignore the filter and `run` will not generate just that stack. " +
		// Source: github.com/gruntwork-io/terragrunt/internal/tips/tips.go:18 (syntax: a docs link at the end of a tip sentence, prose by rule 4)
		"See https://docs.terragrunt.com/features/filter/#stack-generate" // lookalike

	// WindowsSymlinkWarningMessage is the default message for the Windows symlink warning tip.
	WindowsSymlinkWarningMessage = "Windows users may encounter silent fallback behavior to provider copying " +
		"instead of symlinking in OpenTofu/Terraform. " +
		// Source: github.com/gruntwork-io/terragrunt/internal/tips/tips.go:35 (syntax: an issue link inside a tip sentence, prose by rule 4)
		"See https://github.com/gruntwork-io/terragrunt/issues/5061 for more information." // lookalike
)

// Tip is a message shown to users.
type Tip struct {
	Name    string
	Message string
}

// NewTips returns the tips.
func NewTips() []Tip {
	return []Tip{
		{
			Name: "debugging-docs",
			// Source: github.com/gruntwork-io/terragrunt/internal/tips/tips.go:60 (syntax: a docs link at the end of a tip sentence, prose by rule 4)
			Message: "For help troubleshooting errors, visit https://docs.terragrunt.com/troubleshooting/debugging", // lookalike
		},
		{Name: "windows-symlink-warning", Message: WindowsSymlinkWarningMessage},
	}
}

// MaxIterError is returned when locals do not converge.
type MaxIterError struct{}

func (err MaxIterError) Error() string {
	// Source: github.com/gruntwork-io/terragrunt/pkg/config/locals.go:301 (syntax: an issues link at the end of an error sentence, prose by rule 4)
	return "Maximum iterations reached in attempting to evaluate locals. This is most likely a bug in Terragrunt. Please file an issue on the project: https://github.com/gruntwork-io/terragrunt/issues" // lookalike
}

// ExpansionLimitExceededError is returned when a block expands too much.
type ExpansionLimitExceededError struct {
	Subject string
	Kind    string
	Size    int
	Limit   int
}

func (err ExpansionLimitExceededError) Error() string {
	return fmt.Sprintf(
		"%s: %s expands to %d instances, which is above the limit of %d. "+
			"Terragrunt maintainers are not aware of a legitimate use-case for an expansion "+
			"this large. If you have one, please open an issue at "+
			"https://github.com/gruntwork-io/terragrunt/issues describing it, so we can consider "+
			// Source: github.com/gruntwork-io/terragrunt/pkg/config/hclparse/errors.go:108 (syntax: an issues link in the middle of an error sentence, prose by rule 4)
			"raising the limit or making it configurable", // lookalike
		err.Subject, err.Kind, err.Size, err.Limit,
	)
}

// TerragruntOutputTargetNoOutputs suggests mock outputs for an unapplied dependency.
type TerragruntOutputTargetNoOutputs struct {
	targetName string
	targetPath string
}

func (err TerragruntOutputTargetNoOutputs) Error() string {
	// Source: github.com/gruntwork-io/terragrunt/pkg/config/errors.go:394 (syntax: help text with an HCL snippet and docs links on their own lines, text shown to users, prose by rule 4)
	msg := "\nIf this dependency is accessed before the outputs are ready (which can happen during the planning phase of an unapplied stack), consider using mock_outputs:\n\ndependency \"" + err.targetName + "\" {\n    config_path = \"" + err.targetPath + "\"\n}\n\nFor more info, see:\nhttps://docs.terragrunt.com/features/stacks/#unapplied-dependency-and-mock-outputs\nhttps://docs.terragrunt.com/reference/config-blocks-and-attributes/#dependencies\n" // lookalike

	return strings.TrimSpace(msg)
}

// VersionAttributeNonRegistrySourceError is returned when version is set on a non-registry source.
type VersionAttributeNonRegistrySourceError struct{ ConfigPath string }

func (err VersionAttributeNonRegistrySourceError) Error() string {
	return fmt.Sprintf(
		// Source: github.com/gruntwork-io/terragrunt/pkg/config/errors.go:527 (syntax: tfr:// names a scheme inside an error sentence, prose by rule 4)
		"the terraform block in %s sets version but its source is not a tfr:// registry URL; the version attribute only applies to registry (tfr://) sources", // lookalike
		err.ConfigPath,
	)
}

// VersionAttributeSourceConstraintConflictError is returned when version is set twice.
type VersionAttributeSourceConstraintConflictError struct{ ConfigPath string }

func (err VersionAttributeSourceConstraintConflictError) Error() string {
	return fmt.Sprintf(
		// Source: github.com/gruntwork-io/terragrunt/pkg/config/errors.go:539 (syntax: ?version= names a query parameter inside an error sentence, prose by rule 4)
		"the terraform block in %s sets both the version attribute and an inline ?version= on its source; specify the version in only one place", // lookalike
		err.ConfigPath,
	)
}

// OCIExperimentRequiredError is returned when an oci source is used without the experiment.
type OCIExperimentRequiredError struct {
	Kind string
	Name string
}

func (err OCIExperimentRequiredError) Error() string {
	return fmt.Sprintf(
		// Source: github.com/gruntwork-io/terragrunt/pkg/config/stack.go:1065 (syntax: oci:// names a scheme inside an error sentence, prose by rule 4)
		"oci:// source on %s %q requires the oci experiment (e.g. --experiment=oci)", // lookalike
		err.Kind,
		err.Name,
	)
}

// Logger is a minimal logger.
type Logger interface {
	Debugf(format string, args ...any)
}

// getOutputsFromS3 reads dependency outputs straight from the s3 state.
func getOutputsFromS3(l Logger, bucket, key string, fetch func() ([]byte, error)) ([]byte, error) {
	// Source: github.com/gruntwork-io/terragrunt/pkg/config/dependency.go:1856 (syntax: an s3://bucket/key template in a debug log line, printed text and no URI use; uniform sample 4 of 7 such messages)
	l.Debugf("Fetching outputs directly from s3://%s/%s", bucket, key) // lookalike

	body, err := fetch()
	if err != nil {
		// Source: github.com/gruntwork-io/terragrunt/pkg/config/dependency.go:1868 (syntax: an s3://bucket/key template in an error message, prose by rule 4; uniform sample 4 of 7)
		return nil, fmt.Errorf("parsing s3 backend config for s3://%s/%s: %w", bucket, key, err) // lookalike
	}

	if len(body) == 0 {
		// Source: github.com/gruntwork-io/terragrunt/pkg/config/dependency.go:1886 (syntax: an s3://bucket/key template in an error message, prose by rule 4; uniform sample 4 of 7)
		return nil, fmt.Errorf("fetching dependency state from s3://%s/%s: %w", bucket, key, errors.New("empty")) // lookalike
	}

	if body[0] != '{' {
		return nil, fmt.Errorf(
			// Source: github.com/gruntwork-io/terragrunt/pkg/config/dependency.go:1919 (syntax: an s3://bucket/key template in an error message, prose by rule 4; uniform sample 4 of 7)
			"encoding outputs from dependency state at s3://%s/%s: %w", // lookalike
			bucket,
			key,
			errors.New("not JSON"),
		)
	}

	return body, nil
}

// ignoreVersionConstraint logs that a non-tfr source ignores the constraint.
func ignoreVersionConstraint(l Logger, constraint, source string) string {
	l.Debugf(
		// Source: github.com/gruntwork-io/terragrunt/internal/runner/run/download_source.go:256 (syntax: tfr:// names a scheme inside a debug log sentence, prose by rule 4)
		"Ignoring version constraint %q: source %q is not a tfr:// registry URL", // lookalike
		constraint,
		source,
	)

	return source
}

// SourceVersionConstraintErr is returned when a tfr:// source carries a
// version constraint in its ?version= query instead of an exact version.
type SourceVersionConstraintErr struct{ Source string }

func (e SourceVersionConstraintErr) Error() string {
	return fmt.Sprintf(
		// Source: github.com/gruntwork-io/terragrunt/internal/runner/run/download_source.go:287 (syntax: ?version= names a query parameter inside an error sentence, prose by rule 4)
		"the source %q sets a version constraint in its ?version= query, which accepts an exact version only; express a constraint with the terraform block's version attribute instead.", // lookalike
		e.Source,
	)
}

// DefaultRetryableErrors are the error patterns a run retries on.
var DefaultRetryableErrors = []string{
	"(?s).*Failed to resolve provider packages.*context deadline exceeded.*",
	"(?s).*failed to request discovery document.*context deadline exceeded.*",
}

// MatchesAny reports whether s matches any of the regular expressions.
func MatchesAny(regExps []string, s string) bool {
	for _, re := range regExps {
		if m, err := regexpMatch(re, s); err == nil && m {
			return true
		}
	}

	return false
}

func regexpMatch(re, s string) (bool, error) { return regexp.MatchString(re, s) }
