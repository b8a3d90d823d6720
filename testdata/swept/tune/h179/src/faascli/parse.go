package faascli

import (
	"regexp"
	"strings"
)

const (
	pinCharacter             = `#`
	gitRemoteRegexpStr       = `(git|ssh|https?|git@[-\w.]+):(\/\/)?([^#]*?(?:\.git)?\/?)`
	gitPinnedRemoteRegexpStr = gitRemoteRegexpStr + pinCharacter + `[-\/\d\w._]+$`
	gitRemoteRepoRegexpStr   = gitRemoteRegexpStr + `$`
)

var (
	gitPinnedRegexp = regexp.MustCompile(gitPinnedRemoteRegexpStr)
	gitRemoteRegexp = regexp.MustCompile(gitRemoteRepoRegexpStr)
)

// IsGitRemote validates if the supplied string is a valid git remote url value
func IsGitRemote(repoURL string) bool {
	return gitRemoteRegexp.Copy().MatchString(repoURL)
}

// IsPinnedGitRemote validates if the supplied string is a valid git remote url value
func IsPinnedGitRemote(repoURL string) bool {
	return gitPinnedRegexp.Copy().MatchString(repoURL)
}

// ParsePinnedRemote returns the remote url and contraint value from repository url
func ParsePinnedRemote(repoURL string) (remoteURL, refName string) {
	refName = ""
	remoteURL = repoURL
	if !IsPinnedGitRemote(repoURL) {
		return remoteURL, refName
	}
	if strings.LastIndex(repoURL, pinCharacter) > 0 {
		remoteURL, refName, _ = strings.Cut(repoURL, pinCharacter)
	}
	return remoteURL, refName
}
