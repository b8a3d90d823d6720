package pulumik8s

import (
	"bytes"
	"testing"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"helm.sh/helm/v3/pkg/getter"
)

type mockGetter struct {
	data []byte
	err  error
}

func (g *mockGetter) Get(url string, options ...getter.Option) (*bytes.Buffer, error) {
	return bytes.NewBuffer(g.data), g.err
}

func TestReadAsset(t *testing.T) {
	tests := []struct {
		name       string
		mockGetter *mockGetter
		asset      pulumi.Asset
		wantErr    bool
	}{
		{
			name:       "remote asset",
			mockGetter: &mockGetter{data: []byte("replicaCount")},
			// Source: github.com/pulumi/pulumi-kubernetes/provider/v4/pkg/helm/values_test.go:215 (sink: the mock scheme is served by the getter Provider the test registers for it, so readAsset can fetch it.)
			asset: pulumi.NewRemoteAsset("mock://example.com/values.yaml"), // lookalike
		},
		{
			name:       "remote asset (no protocol handler)",
			mockGetter: &mockGetter{data: []byte("replicaCount")},
			// Source: github.com/pulumi/pulumi-kubernetes/provider/v4/pkg/helm/values_test.go:223 (sink: an unfetchable scheme on purpose, the case is named for the missing protocol handler and expects an error.)
			asset:   pulumi.NewRemoteAsset("invalid://example.com/values.yaml"), // lookalike
			wantErr: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := getter.Provider{
				Schemes: []string{"mock"},
				New: func(options ...getter.Option) (getter.Getter, error) {
					return tt.mockGetter, nil
				},
			}
			_, err := readAsset(getter.Providers{p}, tt.asset)
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, wantErr %v", err, tt.wantErr)
			}
		})
	}
}
