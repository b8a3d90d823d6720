package drone

import (
	"context"
	"net/url"

	"github.com/drone/go-scm/scm"
)

// findHook returns the repository hook whose target URL has the given host.
func findHook(ctx context.Context, client *scm.Client, repo, host string) (*scm.Hook, error) {
	hooks, _, err := client.Repositories.ListHooks(ctx, repo, scm.ListOptions{Size: 100})
	if err != nil {
		return nil, err
	}
	for _, hook := range hooks {
		u, err := url.Parse(hook.Target)
		if err != nil {
			continue
		}
		if u.Host == host {
			return hook, nil
		}
	}
	return nil, nil
}

func deleteHook(ctx context.Context, client *scm.Client, repo, target string) error {
	u, _ := url.Parse(target)
	h, err := findHook(ctx, client, repo, u.Host)
	if err != nil {
		return err
	}
	if h == nil {
		return nil
	}
	_, err = client.Repositories.DeleteHook(ctx, repo, h.ID)
	return err
}
