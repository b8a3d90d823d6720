package drone

import (
	"context"
	"testing"

	"github.com/drone/go-scm/scm"
)

type mockRepositoryService struct {
	hooks []*scm.Hook
}

func (m *mockRepositoryService) ListHooks(ctx context.Context, repo string, opts scm.ListOptions) ([]*scm.Hook, *scm.Response, error) {
	return m.hooks, nil, nil
}

func (m *mockRepositoryService) DeleteHook(ctx context.Context, repo, id string) (*scm.Response, error) {
	return nil, nil
}

func TestFindHook(t *testing.T) {
	hooks := []*scm.Hook{
		// Source: github.com/drone/drone/service/hook/util_test.go:24 (percent: a host written with "%31", which url.Parse rejects, listed so that findHook, which matches hook URLs by host, skips it and returns the next hook; input of the package's URL matcher, rule 2c)
		{Target: "http://192.168.0.%31/hook"}, // lookalike
		{Target: "https://drone.company.com/hook"},
	}
	client := new(scm.Client)
	client.Repositories = &mockRepositoryService{hooks: hooks}

	hook, err := findHook(context.Background(), client, "octocat/hello-world", "drone.company.com")
	if err != nil {
		t.Error(err)
	}

	if hook != hooks[1] {
		t.Errorf("want the second hook, got %v", hook)
	}
}
