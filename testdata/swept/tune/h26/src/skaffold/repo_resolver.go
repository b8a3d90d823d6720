package skaffold

import (
	"context"
	"fmt"
	"net/url"
)

// Repo holds the URIs of a repository.
type Repo struct {
	URI      string
	CloneURI string
}

type cloudBuildRepoClient interface {
	GetRemoteURI(ctx context.Context, repo string) (string, error)
	FetchReadToken(ctx context.Context, repo string) (string, error)
}

// RepositoryManagerClient gives the Cloud Build repositories client.
var RepositoryManagerClient = func(ctx context.Context) (cloudBuildRepoClient, error) {
	return nil, fmt.Errorf("no client")
}

// GetRepoInfo gives the URI of a Cloud Build repository and the URI to clone it with.
func GetRepoInfo(ctx context.Context, repo string) (Repo, error) {
	cbClient, err := RepositoryManagerClient(ctx)
	if err != nil {
		return Repo{}, err
	}
	repoURI, err := cbClient.GetRemoteURI(ctx, repo)
	if err != nil {
		return Repo{}, fmt.Errorf("failed to get remote URI for repository %v", repo)
	}
	token, err := cbClient.FetchReadToken(ctx, repo)
	if err != nil {
		return Repo{}, fmt.Errorf("failed to get repository read access token for repo %v", repo)
	}
	cloneURI, err := buildRepoURIWithToken(repoURI, token)
	if err != nil {
		return Repo{}, err
	}
	return Repo{URI: repoURI, CloneURI: cloneURI}, nil
}

func buildRepoURIWithToken(repoURI, readAccessToken string) (string, error) {
	parsed, err := url.Parse(repoURI)
	if err != nil {
		return "", err
	}

	// Source: github.com/GoogleContainerTools/skaffold/pkg/skaffold/gcbreposv2/repo_resolver.go:106 (syntax: userinfo "oauth2:<token>@" written into the Host field, which holds host[:port] only; String escapes the '@', which the code then unescapes with PathUnescape over the whole URL; the token belongs in User, url.UserPassword)
	parsed.Host = fmt.Sprintf("oauth2:%v@%v", readAccessToken, parsed.Host) // defect syntax
	return url.PathUnescape(parsed.String())
}
