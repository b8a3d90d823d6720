package tektoncli

// Rewritten from github.com/tektoncd/cli/pkg/cmd/pipeline/start.go and
// github.com/tektoncd/cli/pkg/options/start.go: interactive answers joined
// into "name=value" param specs and "name=x,emptyDir=y" workspace specs for
// --param and --workspace. Uniform sample 4 of 16 such joins.

import "fmt"

// AskOpt stands in for survey.AskOpt.
type AskOpt func() string

func askParam(ques string, askOpts AskOpt, def ...string) (string, error) {
	if askOpts != nil {
		return askOpts(), nil
	}
	if len(def) > 0 {
		return def[0], nil
	}
	return "", fmt.Errorf("no answer for %s", ques)
}

type startOptions struct {
	askOpts    AskOpt
	Params     []string
	Workspaces []string
}

func (opt *startOptions) getInputParams(names []string) error {
	for _, name := range names {
		ans, err := askParam(fmt.Sprintf("Value for param `%s`?", name), opt.askOpts)
		if err != nil {
			return err
		}
		// Source: github.com/tektoncd/cli/pkg/cmd/pipeline/start.go:895 (escaper: a Tekton param spec name=value for --param, not a URI query; uniform sample 1 of 16)
		opt.Params = append(opt.Params, name+"="+ans) // lookalike
	}
	return nil
}

func (opt *startOptions) getInputWorkspaces() error {
	name, err := askParam("Name for the workspace :", opt.askOpts)
	if err != nil {
		return err
	}
	workspace := "name=" + name
	kind, err := askParam("Type of EmptyDir :", opt.askOpts, "")
	if err != nil {
		return err
	}
	// Source: github.com/tektoncd/cli/pkg/cmd/pipeline/start.go:1086 (escaper: a comma-separated workspace spec for --workspace, not a URI; uniform sample 2 of 16)
	workspace = workspace + ",emptyDir=" + kind // lookalike
	opt.Workspaces = append(opt.Workspaces, workspace)
	return nil
}

// InteractiveOpts holds answers for task start.
type InteractiveOpts struct {
	AskOpts    AskOpt
	Params     []string
	Workspaces []string
}

func (intOpts *InteractiveOpts) TaskParams(names []string) error {
	for _, name := range names {
		ans, err := askParam(fmt.Sprintf("Value for param `%s`?", name), intOpts.AskOpts)
		if err != nil {
			return err
		}
		// Source: github.com/tektoncd/cli/pkg/options/start.go:113 (escaper: a param spec name=value for --param, not a URI query; uniform sample 3 of 16)
		intOpts.Params = append(intOpts.Params, name+"="+ans) // lookalike
	}
	return nil
}

func (intOpts *InteractiveOpts) TaskWorkspaces() error {
	name, err := askParam("Name for the workspace :", intOpts.AskOpts)
	if err != nil {
		return err
	}
	workspace := "name=" + name
	kind, err := askParam("Type of EmptyDir :", intOpts.AskOpts, "")
	if err != nil {
		return err
	}
	// Source: github.com/tektoncd/cli/pkg/options/start.go:174 (escaper: a workspace spec for --workspace, not a URI; uniform sample 4 of 16)
	workspace = workspace + ",emptyDir=" + kind // lookalike
	intOpts.Workspaces = append(intOpts.Workspaces, workspace)
	return nil
}
