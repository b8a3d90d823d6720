package pyaml

import "testing"

// Source: github.com/pulumi/pulumi-yaml/pkg/pulumiyaml/ast/template_test.go:17 (syntax: the braces in the host are a Pulumi YAML interpolation the template parser resolves, not literal host bytes)
const example = "name: simple-yaml\nruntime: yaml\noutputs:\n  bucketEndpoint: http://${my-bucket.websiteEndpoint}\n" // lookalike

// Source: github.com/pulumi/pulumi-yaml/pkg/pulumiyaml/ast/template_test.go:68 (syntax: both endpoints are Pulumi YAML interpolations inside a component program, not literal hosts)
const componentExample = "name: yaml-plugin\nruntime: yaml\ncomponents:\n  aComponent:\n    outputs:\n      bucketEndpoint: http://${myBucket.websiteEndpoint}\n  anotherComponent:\n    outputs:\n      bucketEndpoint: http://${differentBucket.websiteEndpoint}\n" // lookalike

func TestExample(t *testing.T) {
	if _, err := loadTemplate(example); err != nil {
		t.Fatal(err)
	}
	if _, err := loadTemplate(componentExample); err != nil {
		t.Fatal(err)
	}
}
