package apis

import (
	"fmt"
)

type ProviderType string

const (
	ProviderAzure  ProviderType = "azure"
	ProviderGitHub ProviderType = "github"
)

func (pt ProviderType) String() string { return string(pt) }

type UrlComposer interface {
	FileUrlByCommit(commit string) string
	FileUrlByBranch(branch string) string
	FileUrlByTag(tag string) string
}

type AzureUrlComposer struct {
	remoteUrl, path string
}

func NewUrlComposer(provider ProviderType, remoteUrl, path string) (UrlComposer, error) {
	switch provider {
	case ProviderAzure:
		return &AzureUrlComposer{remoteUrl: remoteUrl, path: path}, nil
	default:
		return nil, fmt.Errorf("unknown provider")
	}
}

func (r *AzureUrlComposer) fileUrlBase(version string) string {
	// Source: github.com/kubescape/go-git-url/apis/urlcomposer.go:49 (escaper: the repo file path is spliced raw into the path= query value, so a name with a space, &, + or # breaks the link; url.QueryEscape or url.Values is needed; the escaper check rule on a value needing escaping spliced raw)
	return fmt.Sprintf("%s?path=%s&version=%s", r.remoteUrl, r.path, version) // defect escaper
}

func (r *AzureUrlComposer) FileUrlByCommit(commit string) string {
	return r.fileUrlBase(fmt.Sprintf("GC%s", commit))
}

func (r *AzureUrlComposer) FileUrlByBranch(branch string) string {
	return r.fileUrlBase(fmt.Sprintf("GB%s", branch))
}

func (r *AzureUrlComposer) FileUrlByTag(tag string) string {
	return r.fileUrlBase(fmt.Sprintf("GT%s", tag))
}
