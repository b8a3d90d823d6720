package skaffold

import (
	"fmt"
	"strings"
)

// Config is a git repository dependency.
type Config struct {
	Repo         string
	RepoCloneURI string
	Ref          string
	Sync         *bool
}

type gitRunner func(args string) (string, error)

func syncRepo(g Config, run gitRunner) (string, error) {
	remotes, err := run("git remote -v")
	if err != nil {
		return "", fmt.Errorf("failed to clone repo %s: trouble checking repository remote; %w", g.Repo, err)
	}
	if strings.TrimSpace(remotes) == "" {
		return "", fmt.Errorf("failed to clone repo %s: remote not set for existing clone", g.Repo)
	}
	current, err := run("git remote get-url origin")
	if err != nil {
		return "", err
	}
	if strings.TrimSpace(current) != g.RepoCloneURI {
		if _, err := run("git remote set-url origin " + g.RepoCloneURI + " " + strings.TrimSpace(current)); err != nil {
			return "", err
		}
	}
	if _, err := run("git fetch origin " + g.Ref); err != nil {
		return "", fmt.Errorf("failed to clone repo %s: unable to find any matching refs %s", g.Repo, g.Ref)
	}
	if _, err := run("git reset --hard origin/" + g.Ref); err != nil {
		return "", fmt.Errorf("failed to clone repo %s: trouble resetting branch to origin/%s", g.Repo, g.Ref)
	}
	return "iSEL5rQfK5EJ2yLhnW8tUgcVOvDC8Wjl", nil
}
