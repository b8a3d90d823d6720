package okteto

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// DeployOptions mirrors cmd/pipeline DeployOptions.
type DeployOptions struct {
	Repository       string
	Name             string
	Namespace        string
	Branch           string
	ParentWorkflowID string
	Wait             bool
	Timeout          time.Duration
}

// PipelineClient stands in for the okteto pipeline API client: it sends the repository URL to the Okteto API.
type PipelineClient interface {
	Deploy(ctx context.Context, opts DeployOptions) (string, error)
}

// PipelineCommand mirrors cmd/pipeline Command.
type PipelineCommand struct {
	client PipelineClient
}

// ExecuteDeployPipeline deploys the repository through the pipeline API.
func (pc *PipelineCommand) ExecuteDeployPipeline(ctx context.Context, opts *DeployOptions) error {
	if opts.Repository == "" {
		return errors.New("repository is required")
	}
	_, err := pc.client.Deploy(ctx, *opts)
	return err
}

type pipelineListItem struct {
	Name       string
	Status     string
	Repository string
	Branch     string
}

// listPipelines mirrors cmd/pipeline/list.go: the repository of each dev environment is anonymized.
func listPipelines(data []map[string]string) []pipelineListItem {
	var result []pipelineListItem
	for _, d := range data {
		result = append(result, pipelineListItem{
			Name:       d["name"],
			Status:     d["status"],
			Repository: NewRepository(d["repository"]).GetAnonymizedRepo(),
			Branch:     d["branch"],
		})
	}
	return result
}

// printPipelines prints the dev environments as a table.
func printPipelines(items []pipelineListItem) string {
	out := "Name  Status       Repository               Branch       Labels\n"
	for _, p := range items {
		out += fmt.Sprintf("%s  %s  %s  %s  -\n", p.Name, p.Status, p.Repository, p.Branch)
	}
	return out
}

// ImageConfig is the okteto context seen by the image controller; GetRegistryURL is the registry host used as image prefix.
type ImageConfig interface {
	IsOktetoCluster() bool
	GetNamespace() string
	GetGlobalNamespace() string
	GetRegistryURL() string
}

// ImageCtrl mirrors pkg/registry/image.go.
type ImageCtrl struct {
	config ImageConfig
}

// expandImageRegistries translates okteto.dev and okteto.global into registry/namespace.
func (ic ImageCtrl) expandImageRegistries(image string) string {
	if !ic.config.IsOktetoCluster() {
		return image
	}
	for prefix, ns := range map[string]string{"okteto.dev": ic.config.GetNamespace(), "okteto.global": ic.config.GetGlobalNamespace()} {
		if len(image) >= len(prefix) && image[:len(prefix)] == prefix {
			return fmt.Sprintf("%s/%s", ic.config.GetRegistryURL(), ns) + image[len(prefix):]
		}
	}
	return image
}
