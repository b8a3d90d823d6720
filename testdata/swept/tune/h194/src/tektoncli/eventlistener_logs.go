package tektoncli

// Rewritten from github.com/tektoncd/cli/pkg/cmd/eventlistener/logs.go: the
// pods of an EventListener are listed by a Kubernetes label selector.

import (
	"context"
	"fmt"
	"io"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// PodLister stands in for the Kubernetes pods client.
type PodLister interface {
	List(ctx context.Context, opts metav1.ListOptions) ([]string, error)
}

func logs(elName string, pods PodLister, out io.Writer) error {
	// Source: github.com/tektoncd/cli/pkg/cmd/eventlistener/logs.go:88 (escaper: a Kubernetes label selector key=value, not a URI query)
	elPods, err := pods.List(context.Background(), metav1.ListOptions{LabelSelector: "eventlistener=" + elName}) // lookalike
	if err != nil {
		return fmt.Errorf("failed to get pods for EventListener %s", elName)
	}

	if len(elPods) == 0 {
		fmt.Fprintf(out, "No pods available for EventListener %s\n", elName)
	}
	return nil
}
