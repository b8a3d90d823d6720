package raw

import "regexp"

func isActionDependencyPinned(actionUses string) bool {
	localActionRegex := regexp.MustCompile(`^\..+[^/]`)
	if localActionRegex.MatchString(actionUses) {
		return true
	}

	publicActionRegex := regexp.MustCompile(`.*@[a-fA-F\d]{40,}`)
	if publicActionRegex.MatchString(actionUses) {
		return true
	}

	// Source: github.com/ossf/scorecard/v5/checks/raw/pinned_dependencies.go:844 (syntax: a regular expression given to regexp.MustCompile that matches digest-pinned docker actions, not a URI; a pattern is no URI, and the finding needs a URI use)
	dockerhubActionRegex := regexp.MustCompile(`docker://.*@sha256:[a-fA-F\d]{64}`) // lookalike
	return dockerhubActionRegex.MatchString(actionUses)
}

// validateDockerfileInsecureDownloads stands in for the Dockerfile RUN parser;
// it records each download or install command as a dependency snippet.
func validateDockerfileInsecureDownloads(pathfn string, content []byte, r *PinningDependenciesData) (bool, error) {
	return validateShellScriptIsFreeOfInsecureDownloads(pathfn, content, r)
}

// validateShellScriptIsFreeOfInsecureDownloads stands in for the shell parser
// that records each download or install command as a dependency snippet.
func validateShellScriptIsFreeOfInsecureDownloads(pathfn string, content []byte, r *PinningDependenciesData) (bool, error) {
	_ = content
	r.Dependencies = append(r.Dependencies, Dependency{Location: &File{Path: pathfn}})
	return true, nil
}

// collectDockerfilePinning stands in for the Dockerfile FROM pinning collector.
func collectDockerfilePinning(pathfn string, r *PinningDependenciesData) error {
	r.Dependencies = append(r.Dependencies, Dependency{Location: &File{Path: pathfn}})
	return nil
}

// collectInsecureNugetCsproj stands in for the csproj locked-mode collector.
func collectInsecureNugetCsproj(pathfn string, r *PinningDependenciesData) error {
	r.Dependencies = append(r.Dependencies, Dependency{Location: &File{Path: pathfn}})
	return nil
}
