package tektoncli

// Rewritten from github.com/tektoncd/cli/test/e2e/eventlistener/eventListener_test.go
// (built with the e2e tag in the source). The test runs curl in a pod of the
// cluster to post a GitHub event to the EventListener service, then lists the
// listener's pods by label.

import (
	"context"
	"fmt"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

func TestEventListenerLogsE2E(t *testing.T) {
	namespace := "tkn-e2e"
	var pods PodLister
	kubectl := NewKubectl(namespace)
	elName := "github-listener-interceptor"
	// Source: github.com/tektoncd/cli/test/e2e/eventlistener/eventListener_test.go:77 (syntax: the %s template hole becomes the test namespace, giving an in-cluster service URL with a valid port)
	svcURL := fmt.Sprintf("http://el-github-listener-interceptor.%s.svc.cluster.local:8080", namespace) // lookalike

	// Send dummy event
	kubectl.MustSucceed(t, "run", "curlrequest", "--image=curlimages/curl", "--restart=Never", "--",
		"curl -v -H 'X-GitHub-Event: pull_request' -H 'X-Hub-Signature: sha1=ba0cdc263b3492a74b601d240c27efe81c4720cb' -H 'Content-Type: application/json' "+
			// Source: github.com/tektoncd/cli/test/e2e/eventlistener/eventListener_test.go:81 (syntax: a curl command line whose JSON body holds a clone URL, text around the URL by rule 4)
			"-d '{\"action\": \"opened\", \"pull_request\":{\"head\":{\"sha\": \"28911bbb5a3e2ea034daf1f6be0a822d50e31e73\"}},\"repository\":{\"clone_url\": \"https://github.com/tektoncd/triggers.git\"}}'", // lookalike
		svcURL)

	// Source: github.com/tektoncd/cli/test/e2e/eventlistener/eventListener_test.go:88 (escaper: a Kubernetes label selector key=value, not a URI query)
	elPods, err := pods.List(context.Background(), metav1.ListOptions{LabelSelector: "eventlistener=" + elName}) // lookalike
	if err != nil {
		t.Fatalf("Error getting pods for EventListener %s: %v", elName, err)
	}
	if len(elPods) != 1 {
		t.Fatalf("Should be one replica for EventListener but had %d replicas", len(elPods))
	}
}

func TestEventListener_v1beta1LogsE2E(t *testing.T) {
	namespace := "tkn-e2e"
	var pods PodLister
	kubectl := NewKubectl(namespace)
	elName := "github-listener-interceptor"
	// Source: github.com/tektoncd/cli/test/e2e/eventlistener/eventListener_test.go:119 (syntax: template filled with the namespace, an in-cluster service URL with a valid port)
	svcURL := fmt.Sprintf("http://el-github-listener-interceptor.%s.svc.cluster.local:8080", namespace) // lookalike

	// Send dummy event
	kubectl.MustSucceed(t, "run", "curlrequest", "--image=curlimages/curl", "--restart=Never", "--",
		"curl -v -H 'X-GitHub-Event: pull_request' -H 'X-Hub-Signature: sha1=ba0cdc263b3492a74b601d240c27efe81c4720cb' -H 'Content-Type: application/json' "+
			// Source: github.com/tektoncd/cli/test/e2e/eventlistener/eventListener_test.go:123 (syntax: a curl command line with a JSON body holding a clone URL, text by rule 4)
			"-d '{\"action\": \"opened\", \"pull_request\":{\"head\":{\"sha\": \"28911bbb5a3e2ea034daf1f6be0a822d50e31e73\"}},\"repository\":{\"clone_url\": \"https://github.com/tektoncd/triggers.git\"}}'", // lookalike
		svcURL)

	// Source: github.com/tektoncd/cli/test/e2e/eventlistener/eventListener_test.go:130 (escaper: a Kubernetes label selector, not a URI query)
	elPods, err := pods.List(context.Background(), metav1.ListOptions{LabelSelector: "eventlistener=" + elName}) // lookalike
	if err != nil {
		t.Fatalf("Error getting pods for EventListener %s: %v", elName, err)
	}
	if len(elPods) != 1 {
		t.Fatalf("Should be one replica for EventListener but had %d replicas", len(elPods))
	}
}
