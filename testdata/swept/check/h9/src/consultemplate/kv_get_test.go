package consultemplate

import (
	"fmt"
	"testing"
)

type Tenancy struct {
	Namespace string
	Partition string
}

func TestNewKVGetQuery(t *testing.T) {
	type testCase struct {
		name string
		i    string
		exp  *KVGetQuery
		err  bool
	}
	tenancy := &Tenancy{Namespace: "default", Partition: "default"}
	cases := []testCase{
		{
			"key",
			"key",
			&KVGetQuery{key: "key"},
			false,
		},
		{
			"namespace_and_partition_and_dc",
			// Source: github.com/hashicorp/consul-template/dependency/kv_get_test.go:96 (syntax: a consul-template dependency string key?query@dc, parsed by its own regexp, no URI)
			fmt.Sprintf("key?ns=%s&partition=%s@dc1", tenancy.Namespace, tenancy.Partition), // lookalike
			&KVGetQuery{
				key:       "key",
				namespace: tenancy.Namespace,
				partition: tenancy.Partition,
				dc:        "dc1",
			},
			false,
		},
	}

	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			act, err := NewKVGetQuery(tc.i)
			if (err != nil) != tc.err {
				t.Fatal(err)
			}
			if act != nil && *act != *tc.exp {
				t.Errorf("got %+v, want %+v", act, tc.exp)
			}
		})
	}
}
