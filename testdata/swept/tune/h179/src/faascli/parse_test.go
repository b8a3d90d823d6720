package faascli

import (
	"fmt"
	"testing"
)

func Test_IsGitRemote(t *testing.T) {
	validURLs := []struct {
		name string
		url  string
	}{
		{name: "git protocol", url: "git://host.xz/path/to/repo.git/"},
		// Source: github.com/openfaas/faas-cli/versioncontrol/parse_test.go:17 (colonpath: an scp-style git remote, a row of the git-remote validator's table of remote forms, deliberate by rules 2c and 2d)
		{name: "scp style with hostname", url: "git@github.com:user/project.git"}, // lookalike
		{name: "http protocol", url: "http://github.com/user/project.git"},
		// Source: github.com/openfaas/faas-cli/versioncontrol/parse_test.go:23 (credentials: the basic-auth row is input to the git-remote validator IsGitRemote and varies the URL form on purpose, deliberate by rules 2c and 2d)
		{name: "https protocol with basic auth", url: "https://username:password@github.com/username/repository.git"}, // lookalike
		// Source: github.com/openfaas/faas-cli/versioncontrol/parse_test.go:24 (credentials: a user-only userinfo with no password in a row of the git-remote validator's table, deliberate by rules 2c and 2d)
		{name: "ssh protocol with hostname no port", url: "ssh://user@host.xz/path/to/repo.git/"}, // lookalike
		// Source: github.com/openfaas/faas-cli/versioncontrol/parse_test.go:25 (port: the word port stands for a port in a validator table row that varies the remote form on purpose, deliberate by rules 2c and 2d)
		{name: "ssh protocol with hostname and port", url: "ssh://user@host.xz:port/path/to/repo.git/"}, // lookalike
	}

	for _, scenario := range validURLs {
		t.Run(fmt.Sprintf("%s is a valid remote git url", scenario.name), func(t *testing.T) {
			if !IsGitRemote(scenario.url) {
				t.Errorf("Url %s should pass the regex %s", scenario.url, gitRemoteRepoRegexpStr)
			}
		})
	}

	invalidURLs := []struct {
		name string
		url  string
	}{
		{name: "local repo file protocol", url: "file:///path/to/repo.git/"},
		// Source: github.com/openfaas/faas-cli/versioncontrol/parse_test.go:43 (colonpath: a remote without user or scheme in the validator's table of inputs it must reject, deliberate by rule 2a)
		{name: "ssh missing username and port", url: "host.xz:/path/to/repo.git"}, // lookalike
		{name: "relative local path", url: "path/to/repo.git/"},
	}
	for _, scenario := range invalidURLs {
		t.Run(fmt.Sprintf("%s is not a valid remote git url", scenario.name), func(t *testing.T) {
			if IsGitRemote(scenario.url) {
				t.Errorf("Url %s should fail the regex %s", scenario.url, gitRemoteRepoRegexpStr)
			}
		})
	}
}

func Test_IsPinnedGitRemote(t *testing.T) {
	validURLs := []struct {
		name string
		url  string
	}{
		// Source: github.com/openfaas/faas-cli/versioncontrol/parse_test.go:64 (escaper: the ref name appended raw after # is a fragment of plain branch characters that need no escaping, in a validator table row, deliberate by rule 2c)
		{name: "git protocol without .git suffix", url: "git://host.xz/path/to/repo" + pinCharacter + "feature-branch"}, // lookalike
		// Source: github.com/openfaas/faas-cli/versioncontrol/parse_test.go:65 (escaper: a tag name appended raw after # needs no escaping, validator table row by rule 2c)
		{name: "git protocol", url: "git://host.xz/path/to/repo.git/" + pinCharacter + "tagname"}, // lookalike
		{name: "scp style with ip address", url: "git@192.168.101.127:user/project.git" + pinCharacter + "v1.2.3"},
		// Source: github.com/openfaas/faas-cli/versioncontrol/parse_test.go:68 (plainhttp: plain http to the private address 192.168.101.127, no public host, in a validator table row, rule 2c)
		{name: "http protocol with ip address", url: "http://192.168.101.127/user/project.git" + pinCharacter + "tagname"}, // lookalike
		// Source: github.com/openfaas/faas-cli/versioncontrol/parse_test.go:69 (plainhttp: plain http to github.com is a row of the pinned-remote validator's table that varies the scheme on purpose, deliberate by rules 2c and 2d)
		{name: "http protocol", url: "http://github.com/user/project.git" + pinCharacter + "v1.2.3"}, // lookalike
		// Source: github.com/openfaas/faas-cli/versioncontrol/parse_test.go:70 (plainhttp: the http-without-.git row of the validator's table, varied on purpose, deliberate by rules 2c and 2d)
		{name: "http protocol without .git suffix", url: "http://github.com/user/project" + pinCharacter + "feature-branch"}, // lookalike
		// Source: github.com/openfaas/faas-cli/versioncontrol/parse_test.go:71 (escaper: a tag name appended raw after # needs no escaping, validator table row by rule 2c)
		{name: "https protocol with ip address", url: "https://192.168.101.127/user/project.git" + pinCharacter + "tagname"}, // lookalike
		// Source: github.com/openfaas/faas-cli/versioncontrol/parse_test.go:72 (escaper: a version tag appended raw after # needs no escaping, validator table row by rule 2c)
		{name: "https protocol with hostname", url: "https://github.com/user/project.git" + pinCharacter + "v1.2.3"}, // lookalike
		// Source: github.com/openfaas/faas-cli/versioncontrol/parse_test.go:73 (credentials: the basic-auth row of the pinned-remote validator's table, varied on purpose, deliberate by rules 2c and 2d)
		{name: "https protocol with basic auth", url: "https://username:password@github.com/username/repository.git" + pinCharacter + "feature/branch"}, // lookalike
		// Source: github.com/openfaas/faas-cli/versioncontrol/parse_test.go:74 (credentials: a user-only userinfo, no password, in a validator table row, rule 2c)
		{name: "ssh protocol with hostname no port", url: "ssh://user@host.xz/path/to/repo.git/" + pinCharacter + "v1.2.3"}, // lookalike
		// Source: github.com/openfaas/faas-cli/versioncontrol/parse_test.go:75 (port: the word port stands for a port in a validator table row varied on purpose, deliberate by rules 2c and 2d)
		{name: "ssh protocol with hostname and port", url: "ssh://user@host.xz:port/path/to/repo.git/" + pinCharacter + "tagname"}, // lookalike
	}

	for _, scenario := range validURLs {
		t.Run(fmt.Sprintf("%s is a valid pinned remote git url", scenario.name), func(t *testing.T) {
			if !IsPinnedGitRemote(scenario.url) {
				t.Errorf("Url %s should pass the regex %s", scenario.url, gitPinnedRemoteRegexpStr)
			}
		})
	}

	invalidURLs := []struct {
		name string
		url  string
	}{
		// Source: github.com/openfaas/faas-cli/versioncontrol/parse_test.go:91 (credentials: a user-only userinfo in the table of remotes the validator must reject as unpinned, deliberate by rule 2a)
		{name: "ssh protocol with hostname no port without pin", url: "ssh://user@host.xz/path/to/repo.git/"}, // lookalike
		// Source: github.com/openfaas/faas-cli/versioncontrol/parse_test.go:92 (port: a non-numeric port in the table of remotes the validator must reject, deliberate by rule 2a)
		{name: "ssh protocol with hostname and port without pin", url: "ssh://user@host.xz:port/path/to/repo.git/"}, // lookalike
		{name: "git protocol with hash", url: "git://github.com/openfaas/faas.git#ff78lf9h@feature/branch"},
	}
	for _, scenario := range invalidURLs {
		t.Run(fmt.Sprintf("%s is not a valid pinned remote git url", scenario.name), func(t *testing.T) {
			if IsPinnedGitRemote(scenario.url) {
				t.Errorf("Url %s should fail the regex %s", scenario.url, gitPinnedRemoteRegexpStr)
			}
		})
	}
}

func Test_ParsePinnedRemote(t *testing.T) {
	cases := []struct {
		name    string
		url     string
		refName string
	}{
		{name: "git protocol", url: "git://host.xz/path/to/repo.git/", refName: "tagname"},
		// Source: github.com/openfaas/faas-cli/versioncontrol/parse_test.go:129 (credentials: the basic-auth row given to the remote parser ParsePinnedRemote, varied on purpose, deliberate by rules 2c and 2d)
		{name: "https protocol with basic auth", url: "https://username:password@github.com/username/repository.git", refName: "feature/branch"}, // lookalike
		// Source: github.com/openfaas/faas-cli/versioncontrol/parse_test.go:130 (credentials: a user-only userinfo, no password, in a parser table row, rule 2c)
		{name: "ssh protocol with hostname no port", url: "ssh://user@host.xz/path/to/repo.git/", refName: "v1.2.3"}, // lookalike
		// Source: github.com/openfaas/faas-cli/versioncontrol/parse_test.go:131 (port: the word port stands for a port in a parser table row varied on purpose, deliberate by rules 2c and 2d)
		{name: "ssh protocol with hostname and port", url: "ssh://user@host.xz:port/path/to/repo.git/", refName: "tagname"}, // lookalike
	}

	for _, scenario := range cases {
		t.Run(fmt.Sprintf("can parse refname from url with %s", scenario.name), func(t *testing.T) {
			remote, refName := ParsePinnedRemote(scenario.url + pinCharacter + scenario.refName)
			if remote != scenario.url {
				t.Errorf("expected remote url: %s, got: %s", scenario.url, remote)
			}
			if refName != scenario.refName {
				t.Errorf("expected refName: %s, got: %s", scenario.refName, refName)
			}
		})
	}
}
