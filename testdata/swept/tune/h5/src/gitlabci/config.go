package gitlabci

// Source: github.com/mvisonneau/gitlab-ci-pipelines-exporter/pkg/config/config.go:99 (struct tag carrying the default GitLab URL)
type Gitlab struct {
	URL string `default:"https://gitlab.com" validate:"required,url" yaml:"url"` // lookalike
}
