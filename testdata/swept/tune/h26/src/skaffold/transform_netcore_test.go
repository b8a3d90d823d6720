package skaffold

import "testing"

func TestNetcoreTransformer_IsApplicable(t *testing.T) {
	tests := []struct {
		description string
		source      ImageConfiguration
		launcher    string
		result      bool
	}{
		{
			description: "ASPNETCORE_URLS",
			// Source: github.com/GoogleContainerTools/skaffold/pkg/skaffold/debug/transform_netcore_test.go:60 (port: ":80", the default port of http, in the URL of the ASPNETCORE_URLS setting of the image configuration the test builds, a working value; the row's name says nothing odd of it, rule 1)
			source: ImageConfiguration{Env: map[string]string{"ASPNETCORE_URLS": "http://+:80"}}, // defect port form
			result: true,
		},
		{
			description: "DOTNET_RUNNING_IN_CONTAINER",
			source:      ImageConfiguration{Env: map[string]string{"DOTNET_RUNNING_IN_CONTAINER": "true"}},
			result:      true,
		},
		{
			description: "entrypoint /bin/sh",
			source:      ImageConfiguration{Entrypoint: []string{"/bin/sh"}},
			result:      false,
		},
	}
	for _, test := range tests {
		t.Run(test.description, func(t *testing.T) {
			if got := isNetcoreApplicable(test.source); got != test.result {
				t.Fatalf("got %v, want %v", got, test.result)
			}
		})
	}
}
