package faascli

import "testing"

var generateTestcases = []struct {
	Name  string
	Input string
}{
	{
		Name: "Annotation present",
		// Source: github.com/openfaas/faas-cli/commands/generate_test.go:55 (syntax: a YAML stack file the test parses, whose provider gateway is a well-formed local URL, fine under rule 1; the literal is YAML, not a URI; uniform sample 5 of 8 from 20 stack-file fixtures)
		Input: "\nprovider:\n  name: openfaas\n  gateway: http://127.0.0.1:8080\nfunctions:\n url-ping:\n   lang: python\n   handler: ./sample/url-ping\n   image: alexellis/faas-url-ping:0.2\n   annotations:\n     com.scale.zero: 1\n", // lookalike
	},
	{
		Name: "BranchAndSHA Image format",
		// Source: github.com/openfaas/faas-cli/commands/generate_test.go:114 (syntax: a YAML stack file with a well-formed local gateway URL, fine under rule 1; uniform sample 6 of 8 from 20 stack-file fixtures)
		Input: "\nprovider:\n  name: openfaas\n  gateway: http://127.0.0.1:8080\n  network: \"func_functions\"\nfunctions:\n url-ping:\n  lang: python\n  handler: ./sample/url-ping\n  image: alexellis/faas-url-ping:0.2", // lookalike
	},
}

func Test_generateCRDYAML(t *testing.T) {
	for _, testcase := range generateTestcases {
		parsedServices, err := parseYAMLData([]byte(testcase.Input))
		if err != nil {
			t.Fatalf("%s failed: error while parsing the input data", testcase.Name)
		}
		if parsedServices.GatewayURL == "" {
			t.Fatalf("%s failed: no gateway", testcase.Name)
		}
	}
}

var generateOrderedTestcases = []struct {
	Name      string
	Input     string
	Output    []string
	ExpectErr bool
}{
	{
		Name: "Smae order in and out",
		// Source: github.com/openfaas/faas-cli/commands/generate_test.go:344 (syntax: a YAML stack file with a well-formed local gateway URL and trailing spaces YAML drops, fine under rule 1; uniform sample 7 of 8 from 20 stack-file fixtures)
		Input:     "\nprovider:\n  name: openfaas\n  gateway: http://127.0.0.1:8080\n  network: \"func_functions\"    \nfunctions:\n fn1:\n  lang: python3-http\n  handler: ./fn1\n  image: fn1:latest\n fn2:\n  lang: python3-http\n  handler: ./fn2\n  image: fn2:latest", // lookalike
		Output:    []string{"fn1", "fn2"},
		ExpectErr: false,
	},
	{
		Name: "Different input order wrong output order - expect error",
		// Source: github.com/openfaas/faas-cli/commands/generate_test.go:458 (syntax: a YAML stack file with a well-formed local gateway URL; the expected error concerns function order, not the URL, which is fine under rule 1; uniform sample 8 of 8 from 20 stack-file fixtures)
		Input:     "\nprovider:\n  name: openfaas\n  gateway: http://127.0.0.1:8080\n  network: \"func_functions\"    \nfunctions:\n fn3:\n  lang: python3-http\n  handler: ./fn3\n  image: fn3:latest\n fn1:\n  lang: python3-http\n  handler: ./fn1\n  image: fn1:latest", // lookalike
		Output:    []string{"fn3", "fn1"},
		ExpectErr: true,
	},
}

func Test_generateFunctionOrder(t *testing.T) {
	for _, testcase := range generateOrderedTestcases {
		parsedServices, err := parseYAMLData([]byte(testcase.Input))
		if err != nil {
			t.Fatalf("%s failed: error while parsing the input data.", testcase.Name)
		}
		orderedSlice := generateFunctionOrder(parsedServices.Functions)
		for i, v := range testcase.Output {
			if v != orderedSlice[i] && !testcase.ExpectErr {
				t.Errorf("Exected %s got %s: %s", v, orderedSlice[i], testcase.Name)
			}
		}
	}
}
