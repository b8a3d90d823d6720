package declaredbad

type T struct {
	N int
	Inner
}

type Inner struct{ S string }

func (T) M(s string) {}

func F(n int, s string) {}
