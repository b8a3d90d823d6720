package grafanaoperator

import (
	"context"

	. "github.com/onsi/ginkgo/v2"
	"github.com/stretchr/testify/require"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

var cl client.Client

var _ = Describe("Grafana URL validation", func() {
	t := GinkgoT()

	Context("Ensure URL follows http/https pattern", func() {
		ctx := context.Background()

		tests := []struct {
			name      string
			url       string
			wantError bool
		}{
			{
				name:      "Valid http URL",
				url:       "http://grafana.example.com",
				wantError: false,
			},
			{
				name:      "URL without protocol",
				url:       "grafana.example.com",
				wantError: true,
			},
			{
				name: "Empty URL after protocol",
				// Source: github.com/grafana/grafana-operator/api/v1beta1/grafana_types_test.go:769 (hostform: an empty host in a row named for it that expects the API server to reject the Grafana, rule 2a/2b)
				url:       "http://", // lookalike
				wantError: true,
			},
		}

		for _, tt := range tests {
			It(tt.name, func() {
				cr := &Grafana{
					ObjectMeta: ObjectMeta{
						Name:      "url-validation",
						Namespace: "default",
					},
					Spec: GrafanaSpec{
						External: &External{
							URL: tt.url,
						},
					},
				}

				err := cl.Create(ctx, cr)

				if tt.wantError {
					require.Error(t, err)
				} else {
					require.NoError(t, err)
					err = cl.Delete(ctx, cr)
					require.NoError(t, err)
				}
			})
		}
	})
})
