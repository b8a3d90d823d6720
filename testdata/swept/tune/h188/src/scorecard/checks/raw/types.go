// Package raw holds rewritten excerpts of scorecard's checks/raw package.
package raw

// Commit is a stand-in for clients.Commit.
type Commit struct {
	Message string
	SHA     string
}

// DependencyUseType is a stand-in for checker.DependencyUseType.
type DependencyUseType string

// Stand-ins for the checker.DependencyUseType constants used by the tests.
const (
	DependencyUseTypeDownloadThenRun DependencyUseType = "downloadThenRun"
	DependencyUseTypePipCommand      DependencyUseType = "pipCommand"
	DependencyUseTypeNugetCommand    DependencyUseType = "nugetCommand"
	DependencyUseTypeContainerImage  DependencyUseType = "containerImage"
)

// File is a stand-in for checker.File.
type File struct {
	Path      string
	Snippet   string
	Offset    uint
	EndOffset uint
}

// Remediation is a stand-in for finding.Remediation.
type Remediation struct {
	Text     string
	Markdown string
}

// Dependency is a stand-in for checker.Dependency.
type Dependency struct {
	Name        *string
	PinnedAt    *string
	Location    *File
	Pinned      *bool
	Type        DependencyUseType
	Remediation *Remediation
}

// PinningDependenciesData is a stand-in for checker.PinningDependenciesData.
type PinningDependenciesData struct {
	Dependencies     []Dependency
	ProcessingErrors []error
}

// SecurityPolicyInformation is a stand-in for checker.SecurityPolicyInformation.
type SecurityPolicyInformation struct {
	InformationType string
	Match           string
	LineNumber      uint
	Offset          uint
}
